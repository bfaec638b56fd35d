import styled from 'styled-components';
import { TIER_COLORS, TIER_LABELS, type DefenseMatchup, type MatchupTier } from '../gameLogs/defenseSelectors';
import { hitCountText, streakText } from './hitRates';
import type { MarketResearch, PlayerResearch } from './propResearch';

/*
 * Off-screen lines skip layout (content-visibility): a re-sort moves every row, and laying out every
 * line took most of its time. The first screen's lines are laid out at once (eager): a skipped line
 * takes its estimated height until the browser finds it on screen, and the rows below would move.
 * Its width is what the frame shows of its cell (PropsTable's --line-width).
 */
const Line = styled.div`
  width: var(--line-width, 100%);
  content-visibility: auto;
  contain-intrinsic-size: auto 3rem;

  &[data-eager] {
    content-visibility: visible;
  }

  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Markets = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-variant-numeric: tabular-nums;

  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Matchup = styled.span<{ $tier: MatchupTier }>`
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;

  strong {
    padding: 0 ${({ theme }) => theme.space(1.5)};
    border: 1px solid currentColor;
    border-radius: 999px;
    color: ${({ theme, $tier }) => theme.colors[TIER_COLORS[$tier]]};
    font-weight: 700;
  }
`;

/** 'vs KC: 28th vs WR' with its reading in words (and colour), and 'provisional' before 4 games. */
export function MatchupLabel({ matchup }: { matchup: DefenseMatchup }) {
  return (
    <Matchup $tier={matchup.tier}>
      {matchup.label} <strong>{TIER_LABELS[matchup.tier]}</strong>
      {matchup.provisional && ' provisional'}
    </Matchup>
  );
}

/** A market's hit rates in words: 'last 5 3/5 · last 10 7/10 · season 9/14 · Over 3', or why there are none. */
export function marketRatesText(entry: MarketResearch): string {
  if (entry.kind === 'notInBoxScores') return 'not in box scores';
  const { lastFive, lastTen, season, streak, smallSample } = entry.rates;
  if (season.games === 0) return 'no games with this figure';
  const parts = [`last 5 ${hitCountText(lastFive)}`, `last 10 ${hitCountText(lastTen)}`, `season ${hitCountText(season)}`];
  if (streak) parts.push(streakText(streak));
  if (smallSample) parts.push('small sample');
  return parts.join(' · ');
}

interface PropResearchLineProps {
  research: PlayerResearch;
  defense?: DefenseMatchup;
  /** Laid out at once, on screen or not: a line of the first screen. */
  eager?: boolean;
}

/**
 * Under a props row (its cell names the row's header): the opponent's rank against the player's
 * position, and his hit rates per market. Few elements: every one costs layout and checks on 150 rows.
 */
export function PropResearchLine({ research, defense, eager = false }: PropResearchLineProps) {
  return (
    <Line data-eager={eager || undefined}>
      {defense && <MatchupLabel matchup={defense} />}
      {research.games === 0 ? (
        <span>No completed games this season</span>
      ) : (
        <Markets>
          {research.markets.map((entry) => (
            <li key={`${entry.market}|${entry.line}`}>
              <strong>
                {entry.market} {entry.line}:
              </strong>{' '}
              {marketRatesText(entry)}
            </li>
          ))}
        </Markets>
      )}
    </Line>
  );
}
