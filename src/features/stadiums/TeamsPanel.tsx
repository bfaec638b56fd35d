import { useId } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectStadiumTeams } from './stadiumsSelectors';
import { selectStadiumTeamId, stadiumTeamSelected } from './stadiumsSlice';

const Panel = styled.section`
  min-width: 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: 1.125rem;
`;

/** Two buttons a row on phones, three on small screens, five from medium up. */
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;

const TeamButton = styled.button<{ $stripe: string }>`
  display: flex;
  /* The market comes first in the DOM so the accessible name is the full name ('Kansas City Chiefs'). */
  flex-direction: column-reverse;
  align-items: flex-start;
  justify-content: center;
  width: 100%;
  min-height: 56px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)}
    ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 6px solid ${({ $stripe }) => $stripe};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.accent};
    border-left-color: ${({ $stripe }) => $stripe};
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentText};
  }
`;

const Name = styled.span`
  max-width: 100%;
  font-size: 0.9375rem;
  font-weight: 700;
  overflow-wrap: break-word;
`;

const Market = styled.span`
  max-width: 100%;
  font-size: 0.8125rem;
  opacity: 0.85;
  overflow-wrap: break-word;
`;

/** One button per team, by team name; the pressed one is the team whose stadium is shown. */
export function TeamsPanel() {
  const dispatch = useAppDispatch();
  const teams = useAppSelector(selectStadiumTeams);
  const selectedId = useAppSelector(selectStadiumTeamId);
  const headingId = useId();

  return (
    <Panel aria-labelledby={headingId}>
      <Heading id={headingId}>Teams</Heading>
      <Grid>
        {teams.map((team) => (
          <li key={team.team_id}>
            <TeamButton
              type="button"
              aria-pressed={team.team_id === selectedId}
              $stripe={team.colors.primary}
              onClick={() => dispatch(stadiumTeamSelected(team.team_id))}
            >
              <Market>{team.team_market}</Market> <Name>{team.team_name}</Name>
            </TeamButton>
          </li>
        ))}
      </Grid>
    </Panel>
  );
}
