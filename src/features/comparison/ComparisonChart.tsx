import styled, { type DefaultTheme } from 'styled-components';
import type { ComparisonStat } from '../../domain/statColumns';
import { ChartFigure, ChartImage } from '../../lib/chart/ChartFigure';
import { percentLength } from '../../lib/chart/scale';
import { barFractions, chartLabel, chartValue } from './comparisonChartData';
import type { ComparedPlayer } from './comparisonSelectors';

/**
 * The players' bar fills, in selection order: colours far apart in lightness in both themes, so
 * that they differ in greyscale too; every bar is outlined in the text colour and labelled with
 * its player and value, so none depends on its fill.
 */
const BAR_FILLS = [
  'chartBar1',
  'chartBar2',
  'chartBar3',
  'chartBar4',
] as const satisfies readonly (keyof DefaultTheme['colors'])[];

const ROW_HEIGHT = 40; // per player: the name, then the bar with the value at its end
const NAME_BASELINE = 14;
const BAR_TOP = 20;
const BAR_HEIGHT = 14;
/** The longest bar's share of the width: the rest is room for the value after it. */
const MAX_BAR = 0.75;
const widthPercent = (fraction: number) => percentLength(fraction * MAX_BAR * 100);

const Charts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  align-content: start;
  min-width: 0;
`;

const Figure = styled(ChartFigure)`
  figcaption {
    margin-bottom: ${({ theme }) => theme.space(1)};
    font-size: 0.875rem;
  }

  svg {
    overflow: visible;
    font-size: 0.8125rem;
  }

  rect {
    stroke: ${({ theme }) => theme.colors.text};
  }

  ${({ theme }) => BAR_FILLS.map((name, index) => `.bar-${index} { fill: ${theme.colors[name]}; }`).join('\n')}
`;

function StatChart({ stat, players }: { stat: ComparisonStat; players: readonly ComparedPlayer[] }) {
  const fractions = barFractions(stat.values);
  const names = players.map((player) => player.heading);
  return (
    <Figure>
      <figcaption>{stat.header}</figcaption>
      <ChartImage summary={chartLabel(stat, names)} width="100%" height={players.length * ROW_HEIGHT}>
        {players.map((player, index) => {
          const top = index * ROW_HEIGHT;
          const fraction = fractions[index] ?? 0;
          return (
            <g key={player.key}>
              <text x={0} y={top + NAME_BASELINE}>
                {player.heading}
              </text>
              {fraction > 0 && (
                <rect
                  x={0}
                  y={top + BAR_TOP}
                  width={widthPercent(fraction)}
                  height={BAR_HEIGHT}
                  className={`bar-${index % BAR_FILLS.length}`}
                />
              )}
              <text
                x={widthPercent(fraction)}
                dx={fraction > 0 ? 6 : 0}
                y={top + BAR_TOP + BAR_HEIGHT - 2}
                fontWeight={600}
              >
                {chartValue(stat, index)}
              </text>
            </g>
          );
        })}
      </ChartImage>
    </Figure>
  );
}

/** A small labelled bar chart per stat, one bar per compared player; nothing without a stat to chart. */
export function ComparisonChart({
  stats,
  players,
}: {
  stats: readonly ComparisonStat[];
  players: readonly ComparedPlayer[];
}) {
  if (stats.length === 0) return null;
  return (
    <Charts>
      {stats.map((stat) => (
        <StatChart key={stat.header} stat={stat} players={players} />
      ))}
    </Charts>
  );
}
