import { memo, useDeferredValue, useMemo, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { EmptyText } from '../../components/EmptyText';
import { FigureTable } from '../../components/FigureTable';
import { ChartFigure } from '../../lib/chart/ChartFigure';
import { ChartFrame, PLAIN_LOOK } from '../../lib/chart/ChartFrame';
import { Marker } from '../../lib/chart/markers';
import { linearScale, valueAxis } from '../../lib/chart/scale';
import { useElementSize } from '../../lib/useElementSize';
import type { BetRow } from './betRows';
import { placedText, signedPercent, signedUnits } from './betText';
import { betTicks, clvSummaryText, FROM_ZERO, signedTick, unitsSummary } from './chartAxes';
import { chartSeriesOf, selectFilteredSavedRows } from './myBetsSelectors';

const FALLBACK_WIDTH = 360;
const heightFor = (width: number) => Math.round(Math.min(260, Math.max(190, width * 0.45)));
const plotArea = (width: number, height: number) => ({ left: 50, right: width - 14, top: 16, bottom: height - 40 });
const INSET = 8;
/** Above this many points a marker each would be a smear: the line alone, or smaller dots in one path. */
const MARKED_POINTS = 60;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 26rem), 1fr));
  gap: ${({ theme }) => theme.space(6)};
`;

const Figure = styled(ChartFigure)`
  figcaption {
    margin-bottom: ${({ theme }) => theme.space(1)};
  }

  svg {
    font-size: 11px;
  }

  .zero {
    stroke: ${({ theme }) => theme.colors.textMuted};
    stroke-dasharray: 4 3;
  }

  .line {
    fill: none;
    stroke: ${({ theme }) => theme.colors.chartLine1};
    stroke-width: 2;
    stroke-linejoin: round;
  }

  .mark {
    fill: ${({ theme }) => theme.colors.chartLine2};
    stroke: ${({ theme }) => theme.colors.surface};
    stroke-width: 1;
  }

  details {
    margin-top: ${({ theme }) => theme.space(2)};
  }

  summary {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 600;
    cursor: pointer;
  }
`;

const Scroll = styled.div`
  overflow-x: auto;
  max-height: 24rem;
  margin-top: ${({ theme }) => theme.space(2)};
`;

interface BetChartProps {
  caption: string;
  /** The chart's accessible name: what it shows, in words. */
  summary: string;
  axisTitle: string;
  /** The bets in the order placed, and the value of each as the axis reads it (units, or CLV in percent). */
  rows: readonly BetRow[];
  values: readonly number[];
  tick: (tick: number) => string;
  /** The table alternative's value column, and how its values read. */
  column: string;
  format: (index: number) => string;
  line: boolean;
}

/** Many marks as one path of dots: a node each would cost a long history's every filter. */
function Dots({ points, size }: { points: readonly (readonly [number, number])[]; size: number }) {
  const dot = (x: number, y: number) =>
    `M${(x - size).toFixed(1)} ${y.toFixed(1)}a${size} ${size} 0 1 0 ${2 * size} 0a${size} ${size} 0 1 0 ${-2 * size} 0`;
  return <path className="mark" d={points.map(([x, y]) => dot(x, y)).join('')} />;
}

/** The chart's figures as a table, made only while it is open (a long history has thousands of rows). */
function FiguresTable({
  caption,
  column,
  rows,
  format,
}: Pick<BetChartProps, 'caption' | 'column' | 'rows' | 'format'>) {
  return (
    <Scroll role="region" aria-label={`${caption}, as a table, scrollable`} tabIndex={0}>
      <FigureTable>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Bet no.</th>
            <th scope="col">Bet</th>
            <th scope="col">Placed</th>
            <th scope="col">{column}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.id}>
              <th scope="row">{index + 1}</th>
              <td>{row.title}</td>
              <td>{placedText(row.bet.placed_at)}</td>
              <td>{format(index)}</td>
            </tr>
          ))}
        </tbody>
      </FigureTable>
    </Scroll>
  );
}

/** One of the two charts: bets in the order placed along the bottom, a dashed line at 0, and its figures as a table. */
function BetChart({ caption, summary, axisTitle, rows, values, tick, column, format, line }: BetChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const width = useElementSize(box, 'width', FALLBACK_WIDTH);
  const height = heightFor(width);
  const plot = plotArea(width, height);
  const [open, setOpen] = useState(false);
  const axis = valueAxis(values, FROM_ZERO);
  const x = linearScale([1, Math.max(2, values.length)], [plot.left + INSET, plot.right - INSET]);
  const y = linearScale([axis.min, axis.max], [plot.bottom, plot.top]);
  const points = values.map((value, index) => [x(index + 1), y(value)] as const);
  let marks: ReactNode = null;
  if (points.length <= MARKED_POINTS)
    marks = points.map(([px, py], index) => (
      <Marker key={index} shape="circle" size={3.5} x={px} y={py} className="mark" />
    ));
  else if (!line) marks = <Dots points={points} size={2} />;
  return (
    <Figure>
      <figcaption>{caption}</figcaption>
      <div ref={box}>
        <ChartFrame
          summary={summary}
          width={width}
          height={height}
          plot={plot}
          values={{ ticks: axis.ticks, at: y, label: tick, title: axisTitle }}
          base={{ ticks: betTicks(values.length), at: x, label: (bet) => bet, title: 'Bets, in the order placed' }}
          look={PLAIN_LOOK}
        >
          <line className="zero" x1={plot.left} x2={plot.right} y1={y(0)} y2={y(0)} />
          {line && (
            <path
              className="line"
              d={points
                .map(([px, py], index) => `${index === 0 ? 'M' : 'L'}${px.toFixed(1)} ${py.toFixed(1)}`)
                .join('')}
            />
          )}
          {marks}
        </ChartFrame>
      </div>
      <details onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>Show the figures as a table</summary>
        {open && <FiguresTable caption={caption} column={column} rows={rows} format={format} />}
      </details>
    </Figure>
  );
}

/** Units won so far after each graded bet, and each bet's CLV, both in the order placed (the filtered bets). */
type ChartSeries = ReturnType<typeof chartSeriesOf>;

const Charts = memo(function Charts({ units, clv }: ChartSeries) {
  const charts = useMemo(
    () => ({
      units: { rows: units.map((each) => each.row), values: units.map((each) => each.total) },
      clv: { rows: clv.map((each) => each.row), values: clv.map((each) => each.clv * 100) },
    }),
    [units, clv],
  );
  return (
    <Grid>
      {units.length > 0 ? (
        <BetChart
          caption="Cumulative units"
          summary={unitsSummary(charts.units.values)}
          axisTitle="Units won"
          {...charts.units}
          tick={(tick) => signedTick(tick)}
          column="Units won so far"
          format={(index) => signedUnits(units[index]?.total ?? 0)}
          line
        />
      ) : (
        <EmptyText>Cumulative units: no bet is graded yet. The chart starts with the first final.</EmptyText>
      )}
      {clv.length > 0 ? (
        <BetChart
          caption="CLV by bet"
          summary={clvSummaryText(clv.map((each) => each.clv))}
          axisTitle="CLV (%)"
          {...charts.clv}
          tick={(tick) => signedTick(tick, '%')}
          column="CLV"
          format={(index) => signedPercent(clv[index]?.clv ?? 0)}
          line={false}
        />
      ) : (
        <EmptyText>CLV by bet: no bet has a closing line yet. Its CLV comes once its game kicks off.</EmptyText>
      )}
    </Grid>
  );
});

/**
 * Drawn after the table and the summary: a new filter's charts of thousands of bets come in the background, and the
 * render that answers the choice passes the charts the series they have (memo: nothing is drawn again).
 */
export function BetsCharts() {
  const rows = useDeferredValue(useAppSelector(selectFilteredSavedRows));
  const { units, clv } = useMemo(() => chartSeriesOf(rows), [rows]);
  return <Charts units={units} clv={clv} />;
}
