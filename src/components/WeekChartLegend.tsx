import styled, { css } from 'styled-components';
import { Marker, type SeriesStyle } from '../lib/chart/markers';
import type { WeekValues } from '../lib/weeklySeries';

/** The series' looks, in order: a colour, a dash and a marker shape each, so that greyscale tells them apart. */
const SERIES_STYLES = [
  { color: 'chartLine1', dash: undefined, shape: 'circle', size: 4 },
  { color: 'chartLine2', dash: '7 4', shape: 'square', size: 3.5 },
  { color: 'chartLine3', dash: '2 3', shape: 'triangle', size: 4.5 },
  { color: 'chartLine4', dash: '9 3 2 3', shape: 'diamond', size: 5 },
] as const satisfies readonly SeriesStyle[];

const styleOf = (index: number): SeriesStyle => SERIES_STYLES[index % SERIES_STYLES.length] ?? SERIES_STYLES[0];
const seriesClass = (index: number) => `series-${index % SERIES_STYLES.length}`;

/** Colours in CSS, not attributes: the theme's colours are custom properties, which stroke="…" cannot read. */
export const seriesColors = css`
  ${({ theme }) =>
    SERIES_STYLES.map(
      ({ color }, index) =>
        `.series-${index} { stroke: ${theme.colors[color]}; } .marker.series-${index} { fill: ${theme.colors[color]}; }`,
    ).join('\n')}
`;

/** A point's marker in its series' shape, centred on (x, y). */
export function SeriesMarker({ index, x, y }: { index: number; x: number; y: number }) {
  const { shape, size } = styleOf(index);
  return <Marker className={`marker ${seriesClass(index)}`} shape={shape} size={size} x={x} y={y} />;
}

/** A series' line through these points, in its colour and dash. */
export function SeriesLine({ index, points }: { index: number; points: readonly (readonly [number, number])[] }) {
  return (
    <polyline
      className={`line ${seriesClass(index)}`}
      strokeDasharray={styleOf(index).dash}
      points={points.map(([x, y]) => `${x},${y}`).join(' ')}
    />
  );
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: 0;
  list-style: none;
  font-size: 0.875rem;

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }

  /* li's, to outrank the figure's svg rule (ChartFigure), whichever of the two is injected first. */
  li svg {
    display: inline-block;
    width: 28px;
    height: 12px;
  }
`;

/** Which line is which series: each one's dash and marker, and its label. */
export function WeekChartLegend({
  title,
  series,
}: {
  title: string;
  series: readonly { key: string; label: string; values: WeekValues }[];
}) {
  return (
    <List aria-label={`${title}: legend`}>
      {series.map((line, index) => (
        <li key={line.key}>
          <svg viewBox="0 0 28 12" aria-hidden="true">
            <SeriesLine
              index={index}
              points={[
                [0, 6],
                [28, 6],
              ]}
            />
            <SeriesMarker index={index} x={14} y={6} />
          </svg>
          {line.values.every((value) => value === undefined) ? `${line.label} (no values)` : line.label}
        </li>
      ))}
    </List>
  );
}
