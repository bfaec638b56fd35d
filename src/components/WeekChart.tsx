import { useRef } from 'react';
import styled from 'styled-components';
import { ChartFigure } from '../lib/chart/ChartFigure';
import { ChartFrame, PLAIN_LOOK } from '../lib/chart/ChartFrame';
import { linearScale, STAT_AXIS, valueAxis } from '../lib/chart/scale';
import { useElementSize } from '../lib/useElementSize';
import { weekRuns, type WeekValues } from '../lib/weeklySeries';
import { SeriesLine, SeriesMarker, seriesColors, WeekChartLegend } from './WeekChartLegend';

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

const Figure = styled(ChartFigure)`
  figcaption {
    margin-bottom: ${({ theme }) => theme.space(1)};
    font-size: 0.9375rem;
  }

  svg {
    font-size: 11px;
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

  ${seriesColors}
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
        <ChartFrame
          summary={summary}
          width={width}
          height={height}
          plot={plot}
          values={{ ticks: axis.ticks, at: y, label: format, title: axisLabel }}
          base={{ ticks: weekTicks(weeks, plot.right - plot.left), at: x, label: (week) => week, title: 'Week' }}
          look={PLAIN_LOOK}
        >
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
                <SeriesLine
                  key={run.firstWeek}
                  index={index}
                  points={run.values.map((value, offset) => [x(run.firstWeek + offset), y(value)] as const)}
                />
              ))}
              {line.values.map((value, week) =>
                value === undefined ? null : <SeriesMarker key={week} index={index} x={x(week + 1)} y={y(value)} />,
              )}
            </g>
          ))}
        </ChartFrame>
      </div>
      {series.length > 1 && <WeekChartLegend title={title} series={series} />}
    </Figure>
  );
}
