import styled from 'styled-components';
import { useEffect } from 'react';
import { ANSWER_TAG } from '../../api/productApi';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { EmptyText } from '../../components/EmptyText';
import { Loading } from '../../components/Loading';
import { powerMovement, type PowerMovement } from './rankRules';
import { selectPowerRankingsLag, selectShownPowerRankings } from './recordsSelectors';
import { POWER_RANKINGS_URL, teamsApi, useGetPowerRankingsQuery } from './teamsApi';

/** Beside the groups on wide screens: it stays in view and scrolls on its own. */
const Panel = styled.section`
  padding: ${({ theme }) => theme.space(4)};

  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: ${({ theme }) => theme.space(4)};
    max-height: calc(100vh - ${({ theme }) => theme.space(8)});
    overflow-y: auto;
  }

  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: 1.125rem;
`;

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled.li`
  display: grid;
  grid-template-columns: 2ch 3.5em 1fr;
  column-gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-bottom: 0;
  }
`;

const Rank = styled.span`
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  text-align: right;
`;

const MOVEMENT_GLYPH: Record<PowerMovement['direction'], string> = { up: '▲', down: '▼', same: '–', new: 'NEW' };

const Movement = styled.span<{ $direction: PowerMovement['direction'] }>`
  font-size: 0.75rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  color: ${({ theme, $direction }) =>
    $direction === 'up'
      ? theme.colors.positive
      : $direction === 'down'
        ? theme.colors.negative
        : theme.colors.textMuted};
`;

const Team = styled.span`
  font-weight: 600;
`;

const Detail = styled.span`
  grid-column: 3;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8125rem;
`;

/**
 * This week's power rankings: rank, movement since last week (glyph plus a spoken label), team, record (from the
 * records' scores while they show) and note.
 */
export function PowerRankingsPanel() {
  const dispatch = useAppDispatch();
  const { isLoading, error } = useGetPowerRankingsQuery();
  const rankings = useAppSelector(selectShownPowerRankings);
  const lagging = useAppSelector(selectPowerRankingsLag);
  // The records' scores are newer than the rankings (a game final since they were answered): ask again, once.
  useEffect(() => {
    if (lagging) dispatch(teamsApi.util.invalidateTags([{ type: ANSWER_TAG, id: POWER_RANKINGS_URL }]));
  }, [lagging, dispatch]);
  let body;
  if (isLoading) body = <Loading label="Loading power rankings..." />;
  else if (error) body = <EmptyText>Power rankings are unavailable right now.</EmptyText>;
  else if (rankings.length === 0) body = <EmptyText>No power rankings available.</EmptyText>;
  else {
    body = (
      <List>
        {rankings.map((entry) => {
          const movement = powerMovement(entry);
          return (
            <Entry key={entry.team_name}>
              <Rank>{entry.rank}</Rank>
              <Movement $direction={movement.direction}>
                <span aria-hidden="true">
                  {MOVEMENT_GLYPH[movement.direction]}
                  {movement.places > 0 && ` ${movement.places}`}
                </span>
                <span className="visually-hidden">{movement.label}</span>
              </Movement>
              <Team>{entry.team_name}</Team>
              {(entry.record || entry.note) && (
                <Detail>{[entry.record, entry.note].filter(Boolean).join(' · ')}</Detail>
              )}
            </Entry>
          );
        })}
      </List>
    );
  }
  return (
    // Focusable so keyboard users can scroll it where it scrolls on its own.
    <Panel aria-labelledby="power-rankings-heading" tabIndex={0}>
      <Heading id="power-rankings-heading">Power Rankings</Heading>
      {body}
    </Panel>
  );
}
