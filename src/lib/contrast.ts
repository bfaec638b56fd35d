/** WCAG AA for normal text. */
export const AA_CONTRAST = 4.5;

function channels(hex: string): [number, number, number] {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const value = Number.parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const toHex = (rgb: readonly number[]) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;

function luminanceOf(rgb: readonly number[]): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const ratioOf = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** WCAG 2 relative luminance of a '#rrggbb' colour. */
export function relativeLuminance(hex: string): number {
  return luminanceOf(channels(hex));
}

/** WCAG 2 contrast ratio of two '#rrggbb' colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  return ratioOf(relativeLuminance(a), relativeLuminance(b));
}

/**
 * The colour itself when it reaches `ratio` against every background, else the same hue moved in 5%
 * steps toward black (light backgrounds) or white (dark ones, `toward: 'white'`) until it does.
 * The backgrounds' luminances are worked out once: Player Data's team colours run this at load.
 */
export function readableOn(
  color: string,
  backgrounds: readonly string[],
  ratio = AA_CONTRAST,
  toward: 'black' | 'white' = 'black',
): string {
  const rgb = channels(color);
  const end = toward === 'black' ? 0 : 255;
  const backgroundLuminances = backgrounds.map(relativeLuminance);
  for (let step = 0; step <= 20; step++) {
    const candidate = rgb.map((c) => Math.round(end + (c - end) * (1 - step / 20)));
    const luminance = luminanceOf(candidate);
    if (backgroundLuminances.every((background) => ratioOf(luminance, background) >= ratio)) return toHex(candidate);
  }
  return toHex([end, end, end]);
}
