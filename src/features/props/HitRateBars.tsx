import styled from 'styled-components';
import { ChartFigure, ChartImage } from '../../lib/chart/ChartFigure';
import { linearScale, percentLength } from '../../lib/chart/scale';
import { chartSummary, chartTop, opponentShort } from './hitRateChart';
import type { HitRates } from './hitRates';
import type { PlayerResearch } from './propResearch';

const HEIGHT = 150;
const PLOT_TOP = 18; // room for the value above the tallest bar
const PLOT_BOTTOM = 118; // then the week and the opponent under each bar
/** The bars take the left share of the width; the line's value sits in the rest. */
const PLOT_WIDTH = 86;

/* As wide as the frame shows of the row's cell (PropsTable's --line-width): they never widen the spec's table. */
const Charts = styled.div`
  width: var(--line-width, 100%);
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  max-width: 1000px;
  margin-top: ${({ theme }) => theme.space(3)};
`;

/* A column whose chart sits at the bottom, so charts side by side line up whatever their captions' length. */
const Figure = styled(ChartFigure)`
  display: flex;
  flex-direction: column;

  figcaption {
    font-size: 0.875rem;
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.75rem;
  }

  svg {
    margin-top: auto;
    overflow: visible;
    font-size: 0.6875rem;
  }

  /* Over and under differ in fill, not only in colour. */
  .over {
    fill: ${({ theme }) => theme.colors.positive};
    stroke: ${({ theme }) => theme.colors.text};
  }

  .under,
  .push {
    fill: ${({ theme }) => theme.colors.surface};
    stroke: ${({ theme }) => theme.colors.text};
    stroke-width: 1.5;
  }

  .push {
    stroke-dasharray: 3 2;
  }

  .line {
    stroke: ${({ theme }) => theme.colors.text};
    stroke-width: 2;
    stroke-dasharray: 6 3;
  }

  /* A halo in the surface colour keeps a value readable where it crosses the line. */
  .value {
    paint-order: stroke;
    stroke: ${({ theme }) => theme.colors.surface};
    stroke-width: 3px;
    stroke-linejoin: round;
  }

  .axis {
    stroke: ${({ theme }) => theme.colors.border};
  }
`;

function MarketBars({ market, line, rates }: { market: string; line: number; rates: HitRates }) {
  const games = rates.recent;
  const top = chartTop(
    games.map((game) => game.value),
    line,
  );
  const y = linearScale([0, top], [PLOT_BOTTOM, PLOT_TOP], { clamp: true });
  const slot = PLOT_WIDTH / Math.max(games.length, 5);
  const middle = (index: number) => percentLength(slot * (index + 0.5));
  // Bars, then the line over them, then every label over both.
  return (
    <Figure>
      <figcaption>
        {market}: last {games.length} against {line}
      </figcaption>
      <p>Filled bar: over · hollow: under · under each: week, opponent</p>
      <ChartImage summary={chartSummary(market, line, rates)} width="100%" height={HEIGHT}>
        <line className="axis" x1="0" x2={percentLength(PLOT_WIDTH)} y1={PLOT_BOTTOM} y2={PLOT_BOTTOM} />
        {games.map((game, index) =>
          game.value > 0 ? (
            <rect
              key={game.week}
              className={game.outcome}
              x={percentLength(slot * (index + 0.2))}
              width={percentLength(slot * 0.6)}
              y={y(game.value)}
              height={PLOT_BOTTOM - y(game.value)}
            />
          ) : null,
        )}
        <line className="line" x1="0" x2={percentLength(PLOT_WIDTH)} y1={y(line)} y2={y(line)} />
        <text className="value" x="100%" y={y(line) + 4} textAnchor="end" fontWeight={700}>
          {line}
        </text>
        {games.map((game, index) => (
          <g key={game.week} textAnchor="middle">
            <text className="value" x={middle(index)} y={y(game.value) - 4} fontWeight={600}>
              {game.value}
            </text>
            <text x={middle(index)} y={PLOT_BOTTOM + 13}>
              {game.week}
            </text>
            <text x={middle(index)} y={PLOT_BOTTOM + 26}>
              {opponentShort(game.opponent)}
            </text>
          </g>
        ))}
      </ChartImage>
    </Figure>
  );
}

/** The expanded row's charts: each market's last 10 games as bars against its line (dashed), labelled. */
export function HitRateBars({ research }: { research: PlayerResearch }) {
  const charted = research.markets.flatMap((entry) =>
    entry.kind === 'rates' && entry.rates.recent.length > 0 ? [entry] : [],
  );
  if (charted.length === 0) return null;
  return (
    <Charts>
      {charted.map((entry) => (
        <MarketBars key={`${entry.market}|${entry.line}`} market={entry.market} line={entry.line} rates={entry.rates} />
      ))}
    </Charts>
  );
}
