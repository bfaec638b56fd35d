import { useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { EmptyText } from '../../components/EmptyText';
import { FigureTable } from '../../components/FigureTable';
import { ChartFigure } from '../../lib/chart/ChartFigure';
import { ChartFrame, PLAIN_LOOK } from '../../lib/chart/ChartFrame';
import { Marker } from '../../lib/chart/markers';
import { linearScale, valueAxis } from '../../lib/chart/scale';
import { useElementSize } from '../../lib/useElementSize';
import { betTitle, placedText, signedPercent, signedUnits } from './betText';
import { betTicks, clvSummaryText, FROM_ZERO, signedTick, unitsSummary } from './chartAxes';
import { selectChartSeries } from './myBetsSelectors';

const FALLBACK_WIDTH = 360;
const heightFor = (width: number) => Math.round(Math.min(260, Math.max(190, width * 0.45)));
const plotArea = (width: number, height: number) => ({ left: 50, right: width - 14, top: 16, bottom: height - 40 });
const INSET = 8;
/** Above this many points a marker each would be a smear: the line alone, or smaller marks. */
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

interface Point {
  value: number;
  /** What the table alternative says of it: the bet, when placed. */
  bet: string;
  placed: string;
}

interface BetChartProps {
  caption: string;
  /** The chart's accessible name: what it shows, in words. */
  summary: string;
  axisTitle: string;
  points: readonly Point[];
  /** Values up the side: units, or CLV in percent. */
  scaleValue: (value: number) => number;
  tick: (tick: number) => string;
  /** The table alternative's value column. */
  column: string;
  format: (value: number) => string;
  line: boolean;
}

/** One of the two charts: bets in the order placed along the bottom, a dashed line at 0, and its figures as a table. */
function BetChart({ caption, summary, axisTitle, points, scaleValue, tick, column, format, line }: BetChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const width = useElementSize(box, 'width', FALLBACK_WIDTH);
  const height = heightFor(width);
  const plot = plotArea(width, height);
  const [open, setOpen] = useState(false);
  const values = points.map((point) => scaleValue(point.value));
  const axis = valueAxis(values, FROM_ZERO);
  const x = linearScale([1, Math.max(2, points.length)], [plot.left + INSET, plot.right - INSET]);
  const y = linearScale([axis.min, axis.max], [plot.bottom, plot.top]);
  const marked = points.length <= MARKED_POINTS || !line;
  const markSize = points.length <= MARKED_POINTS ? 3.5 : 2;
  let marks: ReactNode = null;
  if (marked)
    marks = values.map((value, index) => (
      <Marker key={index} shape="circle" size={markSize} x={x(index + 1)} y={y(value)} className="mark" />
    ));
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
          base={{ ticks: betTicks(points.length), at: x, label: (bet) => bet, title: 'Bets, in the order placed' }}
          look={PLAIN_LOOK}
        >
          <line className="zero" x1={plot.left} x2={plot.right} y1={y(0)} y2={y(0)} />
          {line && (
            <path
              className="line"
              d={values.map((value, index) => `${index === 0 ? 'M' : 'L'}${x(index + 1)} ${y(value)}`).join('')}
            />
          )}
          {marks}
        </ChartFrame>
      </div>
      <details onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>Show the figures as a table</summary>
        {open && (
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
                {points.map((point, index) => (
                  <tr key={index}>
                    <th scope="row">{index + 1}</th>
                    <td>{point.bet}</td>
                    <td>{point.placed}</td>
                    <td>{format(point.value)}</td>
                  </tr>
                ))}
              </tbody>
            </FigureTable>
          </Scroll>
        )}
      </details>
    </Figure>
  );
}

/** Units won so far after each graded bet, and each bet's CLV, both in the order placed (the filtered bets). */
export function BetsCharts() {
  const { units, clv } = useAppSelector(selectChartSeries);
  const unitPoints = units.map(({ bet, total }) => ({
    value: total,
    bet: betTitle(bet),
    placed: placedText(bet.placed_at),
  }));
  const clvPoints = clv.map((bet) => ({ value: bet.clv, bet: betTitle(bet), placed: placedText(bet.placed_at) }));
  return (
    <Grid>
      {unitPoints.length > 0 ? (
        <BetChart
          caption="Cumulative units"
          summary={unitsSummary(unitPoints.map((point) => point.value))}
          axisTitle="Units won"
          points={unitPoints}
          scaleValue={(value) => value}
          tick={(tick) => signedTick(tick)}
          column="Units won so far"
          format={signedUnits}
          line
        />
      ) : (
        <EmptyText>Cumulative units: no bet is graded yet. The chart starts with the first final.</EmptyText>
      )}
      {clvPoints.length > 0 ? (
        <BetChart
          caption="CLV by bet"
          summary={clvSummaryText(clvPoints.map((point) => point.value))}
          axisTitle="CLV (%)"
          points={clvPoints}
          scaleValue={(value) => value * 100}
          tick={(tick) => signedTick(tick, '%')}
          column="CLV"
          format={signedPercent}
          line={false}
        />
      ) : (
        <EmptyText>CLV by bet: no bet has a closing line yet. Its CLV comes once its game kicks off.</EmptyText>
      )}
    </Grid>
  );
}
