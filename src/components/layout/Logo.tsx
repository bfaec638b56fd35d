interface LogoProps {
  size?: number;
}

/** The Gridline mark: a football field's yard lines inside a rounded shield. Decorative. */
export function Logo({ size = 28 }: LogoProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="30" height="30" rx="8" fill="#1d7a46" />
      <path d="M8 6v20M13 6v20M19 6v20M24 6v20" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
      <path d="M4 16h24" stroke="#ffd34d" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}
