import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ErrorText } from '../../components/ErrorText';
import { Loading } from '../../components/Loading';
import { Modal } from '../../components/Modal';
import { RANK_UNITS } from '../../config/constants';
import { UNIT_LABELS } from '../../domain/rankUnits';
import { selectUnitRankingsError } from '../teams/teamsSelectors';
import { matchupClosed } from './matchupsSlice';
import { matchupModalTitle } from './oddsRules';
import { selectOpenGame, selectOpenMatchupRanks } from './oddsSelectors';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9375rem;

  th,
  td {
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }

  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.8125rem;
  }
`;

const Rank = styled.td<{ $better: boolean }>`
  font-variant-numeric: tabular-nums;
  font-weight: 700;
  color: ${({ theme, $better }) => ($better ? theme.colors.better : theme.colors.worse)};
`;

/**
 * The open matchup: both teams' unit ranks, green where better than the opponent's, red otherwise.
 * The unit rankings are the Team Profiles' data; the /nfl page (app/pages) loads them while a matchup is open.
 */
export function MatchupModal() {
  const dispatch = useAppDispatch();
  const game = useAppSelector(selectOpenGame);
  const ranks = useAppSelector(selectOpenMatchupRanks);
  const error = useAppSelector(selectUnitRankingsError);
  if (!game) return null;

  return (
    <Modal title={matchupModalTitle(game)} onClose={() => dispatch(matchupClosed())}>
      {ranks ? (
        <Table>
          <caption className="visually-hidden">Unit rankings (lower is better)</caption>
          <thead>
            <tr>
              <th scope="col">Unit</th>
              {RANK_UNITS.map((unit) => (
                <th key={unit} scope="col">
                  {UNIT_LABELS[unit]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ranks.rows.map((row) => (
              <tr key={row.team}>
                <th scope="row">{row.team}</th>
                {row.cells.map((cell) => (
                  <Rank key={cell.unit} $better={cell.better}>
                    {cell.label}
                    <span className="visually-hidden">{cell.better ? ' (better)' : ''}</span>
                  </Rank>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      ) : error ? (
        <ErrorText>{error.message}</ErrorText>
      ) : (
        <Loading />
      )}
    </Modal>
  );
}
