import { useId } from 'react';
import styled from 'styled-components';
import { FigureTable } from '../../components/FigureTable';
import { useAppSelector } from '../../app/hooks';
import { ordinal } from '../../lib/ordinal';
import { TIER_COLORS, TIER_LABELS, selectTeamDefenseRanks, type MatchupTier } from '../gameLogs/defenseSelectors';
import { selectSeasonLabel } from '../playerData/playerDataSelectors';

const Section = styled.section`
  margin: 0 0 ${({ theme }) => theme.space(5)};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: 1rem;
  }
`;

const Muted = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const Table = styled(FigureTable)`
  th,
  td {
    vertical-align: middle;
  }

  th:first-child {
    text-align: left;
  }

  em {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.75rem;
  }
`;

const Tier = styled.td<{ $tier: MatchupTier }>`
  color: ${({ theme, $tier }) => theme.colors[TIER_COLORS[$tier]]};
  font-weight: 700;
`;

const gamesText = (games: number) => `${games} ${games === 1 ? 'game' : 'games'}`;

/** The team's defence against QBs, RBs, WRs and TEs this season: rank and fantasy points allowed per game. */
export function DefenseRanks({ team }: { team: string }) {
  const view = useAppSelector((state) => selectTeamDefenseRanks(state, team));
  const season = useAppSelector((state) => selectSeasonLabel(state, null));
  const headingId = useId();
  if (view.status === 'loading') return <Muted role="status">Loading defence against the position...</Muted>;
  if (view.status !== 'ready' || view.ranks.length === 0) return null;
  // A defence's games are usually the same for every position: then 'provisional' is said once.
  const games = view.ranks[0]!.games;
  const allProvisional = view.ranks.every((rank) => rank.provisional && rank.games === games);
  return (
    <Section aria-labelledby={headingId}>
      <h3 id={headingId}>Defence against the position</h3>
      <Table>
        <caption>
          {season} through week {view.throughWeek}
          {allProvisional && `, provisional (${gamesText(games)})`}: PPR fantasy points allowed per game; 1st allows the
          fewest.
        </caption>
        <thead>
          <tr>
            <th scope="col">Position</th>
            <th scope="col">Rank</th>
            <th scope="col">Points per game</th>
            <th scope="col">For opponents</th>
          </tr>
        </thead>
        <tbody>
          {view.ranks.map((rank) => (
            <tr key={rank.position}>
              <th scope="row">{rank.position}</th>
              <td>
                {ordinal(rank.rank)}
                {rank.provisional && !allProvisional && <em>provisional ({gamesText(rank.games)})</em>}
              </td>
              <td>{rank.fantasyPointsPerGame.toFixed(1)}</td>
              <Tier $tier={rank.tier}>{TIER_LABELS[rank.tier]}</Tier>
            </tr>
          ))}
        </tbody>
      </Table>
    </Section>
  );
}
