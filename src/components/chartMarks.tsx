/** Series are told apart by dash and marker shape as well as by colour, so that greyscale reads them. */
export const DASHES = [undefined, '7 4', '2 3', '9 3 2 3'] as const;
const SHAPES = ['circle', 'square', 'triangle', 'diamond'] as const;
/** The theme's line colours, one per series, in order. */
export const LINE_COLORS = ['chartLine1', 'chartLine2', 'chartLine3', 'chartLine4'] as const;
export const SERIES_STYLES = SHAPES.length;

/** A point's marker: its series' shape, centred on (x, y). */
export function Marker({ index, x, y }: { index: number; x: number; y: number }) {
  const className = `marker series-${index % SERIES_STYLES}`;
  const shape = SHAPES[index % SERIES_STYLES];
  if (shape === 'square') return <rect className={className} x={x - 3.5} y={y - 3.5} width={7} height={7} />;
  if (shape === 'triangle') return <path className={className} d={`M${x} ${y - 4.5}L${x + 4.5} ${y + 3.5}L${x - 4.5} ${y + 3.5}Z`} />;
  if (shape === 'diamond') return <path className={className} d={`M${x} ${y - 5}L${x + 5} ${y}L${x} ${y + 5}L${x - 5} ${y}Z`} />;
  return <circle className={className} cx={x} cy={y} r={4} />;
}

/** A series' line through these points, in its colour and dash. */
export function SeriesLine({ index, points }: { index: number; points: readonly (readonly [number, number])[] }) {
  return (
    <polyline
      className={`line series-${index % SERIES_STYLES}`}
      strokeDasharray={DASHES[index % SERIES_STYLES]}
      points={points.map(([x, y]) => `${x},${y}`).join(' ')}
    />
  );
}

/** A legend entry's sample: the series' dash and marker. */
export function Swatch({ index }: { index: number }) {
  return (
    <svg viewBox="0 0 28 12" aria-hidden="true">
      <SeriesLine index={index} points={[[0, 6], [28, 6]]} />
      <Marker index={index} x={14} y={6} />
    </svg>
  );
}
