import styled from 'styled-components';
import { TIER_COLORS, TIER_LABELS, type DefenseMatchup, type MatchupTier } from '../gameLogs/defenseSelectors';
import { hitCountText, streakText } from './hitRates';
import type { MarketResearch, PlayerResearch } from './propResearch';

const Line = styled.div`
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

  li {
    font-variant-numeric: tabular-nums;
  }

  b {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const MarketName = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
`;

const Matchup = styled.span<{ $tier: MatchupTier }>`
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;

  strong {
    margin-left: ${({ theme }) => theme.space(1)};
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
      {matchup.label}
      <strong>{TIER_LABELS[matchup.tier]}</strong>
      {matchup.provisional && <em> provisional</em>}
    </Matchup>
  );
}

function MarketRates({ entry }: { entry: MarketResearch }) {
  const name = (
    <MarketName>
      {entry.market} {entry.line}:
    </MarketName>
  );
  if (entry.kind === 'notInBoxScores') return <li>{name} not in box scores</li>;
  const { lastFive, lastTen, season, streak, smallSample } = entry.rates;
  if (season.games === 0) return <li>{name} no games with this figure</li>;
  return (
    <li>
      {name} last 5 <b>{hitCountText(lastFive)}</b> · last 10 <b>{hitCountText(lastTen)}</b> · season <b>{hitCountText(season)}</b>
      {streak && (
        <>
          {' '}
          · <b>{streakText(streak)}</b>
        </>
      )}
      {smallSample && <em> · small sample</em>}
    </li>
  );
}

interface PropResearchLineProps {
  player: string;
  research: PlayerResearch;
  defense?: DefenseMatchup;
}

/** Under a props row: the opponent's rank against the player's position, and his hit rates per market. */
export function PropResearchLine({ player, research, defense }: PropResearchLineProps) {
  return (
    <Line>
      <span className="visually-hidden">{player}: </span>
      {defense && <MatchupLabel matchup={defense} />}
      {research.games === 0 ? (
        <span>No completed games this season</span>
      ) : (
        <Markets>
          {research.markets.map((entry) => (
            <MarketRates key={`${entry.market}|${entry.line}`} entry={entry} />
          ))}
        </Markets>
      )}
    </Line>
  );
}
