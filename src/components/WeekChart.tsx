import { useRef } from 'react';
import styled from 'styled-components';
import { linearScale, STAT_AXIS, valueAxis } from '../lib/chart/scale';
import { useElementSize } from '../lib/useElementSize';
import { weekRuns, type WeekValues } from '../lib/weeklySeries';
import { LINE_COLORS, Marker, SeriesLine, Swatch } from './chartMarks';

/** One line of a chart: a value per week (index 0 is week 1), undefined where there is none. */
export interface WeekSeries {
  key: string;
  label: string;
  values: WeekValues;
}

interface WeekChartProps {
  /** The chart's caption. */
  title: string;
  /** The value axis's label; the caption by default. */
  axisLabel?: string;
  series: readonly WeekSeries[];
  /** The last week on the week axis. */
  lastWeek: number;
  format: (value: number) => string;
  /** What the chart shows, in words (its accessible name). */
  summary: string;
  /** A season average to draw as a labelled line (a chart of one series). */
  average?: number;
}

// Drawn at the width of its box, in CSS pixels, so that its text stays the size of the page's.
const FALLBACK_WIDTH = 360;
const heightFor = (width: number) => Math.round(Math.min(280, Math.max(190, width * 0.45)));
const plotArea = (width: number, height: number) => ({ left: 46, right: width - 14, top: 24, bottom: height - 40 });
const INSET = 10; // the first and last weeks' points stay clear of the axes

const Figure = styled.figure`
  margin: 0;
  min-width: 0;

  figcaption {
    margin-bottom: ${({ theme }) => theme.space(1)};
    font-size: 0.9375rem;
    font-weight: 600;
  }

  svg {
    display: block;
    font-size: 11px;
    font-variant-numeric: tabular-nums;
  }

  /* Colours in CSS, not attributes: the theme's colours are custom properties, which stroke="…" cannot read. */
  text {
    fill: ${({ theme }) => theme.colors.text};
  }

  .axis {
    stroke: ${({ theme }) => theme.colors.textMuted};
  }

  .grid {
    stroke: ${({ theme }) => theme.colors.border};
  }

  .average {
    stroke: ${({ theme }) => theme.colors.textMuted};
    stroke-dasharray: 3 3;
  }

  .line {
    fill: none;
    stroke-width: 2;
  }

  .marker {
    stroke: ${({ theme }) => theme.colors.surface};
    stroke-width: 1;
  }

  ${({ theme }) =>
    LINE_COLORS.map((name, index) => `.series-${index} { stroke: ${theme.colors[name]}; } .marker.series-${index} { fill: ${theme.colors[name]}; }`).join('\n')}
`;

const Legend = styled.ul`
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

  svg {
    display: inline-block;
    width: 28px;
    height: 12px;
  }
`;

/** Week numbers along the axis: every week when there is room (28 px each), else every other one. */
const weekTicks = (lastWeek: number, room: number) =>
  Array.from({ length: lastWeek }, (_, index) => index + 1).filter((week) => room / lastWeek >= 28 || week % 2 === 1);

/**
 * A line chart of values by week: labelled axes, a marker at every value, a line through
 * consecutive weeks (a gap where a week has none), and optionally the season average as a dashed,
 * labelled line. Several series get a legend.
 */
export function WeekChart({ title, axisLabel = title, series, lastWeek, format, summary, average }: WeekChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const width = useElementSize(box, 'width', FALLBACK_WIDTH);
  const height = heightFor(width);
  const plot = plotArea(width, height);
  const weeks = Math.max(1, lastWeek);
  const values = series.flatMap((line) => line.values.filter((value): value is number => value !== undefined));
  const axis = valueAxis(average === undefined ? values : [...values, average], STAT_AXIS);
  const x = linearScale([1, weeks], [plot.left + INSET, plot.right - INSET]);
  const y = linearScale([axis.min, axis.max], [plot.bottom, plot.top]);

  return (
    <Figure>
      <figcaption>{title}</figcaption>
      <div ref={box}>
        <svg role="img" aria-label={summary} width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
          {axis.ticks.map((tick) => (
            <g key={tick}>
              <line className="grid" x1={plot.left} x2={plot.right} y1={y(tick)} y2={y(tick)} />
              <text x={plot.left - 6} y={y(tick) + 4} textAnchor="end">
                {format(tick)}
              </text>
            </g>
          ))}
          <line className="axis" x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} />
          <line className="axis" x1={plot.left} x2={plot.left} y1={plot.top} y2={plot.bottom} />
          {weekTicks(weeks, plot.right - plot.left).map((week) => (
            <text key={week} x={x(week)} y={plot.bottom + 15} textAnchor="middle">
              {week}
            </text>
          ))}
          <text x={(plot.left + plot.right) / 2} y={height - 6} textAnchor="middle">
            Week
          </text>
          <text transform={`translate(12 ${(plot.top + plot.bottom) / 2}) rotate(-90)`} textAnchor="middle">
            {axisLabel}
          </text>
          {average !== undefined && (
            <g>
              <line className="average" x1={plot.left} x2={plot.right} y1={y(average)} y2={y(average)} />
              {/* Labelled above the plot, beside a sample of its dash, so the label never covers a point. */}
              <line className="average" x1={plot.left} x2={plot.left + 18} y1={8} y2={8} />
              <text x={plot.left + 24} y={12}>
                Season avg {format(average)}
              </text>
            </g>
          )}
          {series.map((line, index) => (
            <g key={line.key}>
              {weekRuns(line.values).map((run) => (
                <SeriesLine key={run.firstWeek} index={index} points={run.values.map((value, offset) => [x(run.firstWeek + offset), y(value)] as const)} />
              ))}
              {line.values.map((value, week) => (value === undefined ? null : <Marker key={week} index={index} x={x(week + 1)} y={y(value)} />))}
            </g>
          ))}
        </svg>
      </div>
      {series.length > 1 && (
        <Legend aria-label={`${title}: legend`}>
          {series.map((line, index) => (
            <li key={line.key}>
              <Swatch index={index} />
              {line.values.every((value) => value === undefined) ? `${line.label} (no values)` : line.label}
            </li>
          ))}
        </Legend>
      )}
    </Figure>
  );
}
