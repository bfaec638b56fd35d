import { memo } from 'react';
import styled from 'styled-components';
import { useAppDispatch } from '../../app/hooks';
import { groupBorder } from './rankRules';
import { teamProfileOpened } from './teamProfilesSlice';
import type { RankingGroup } from './types';

const Card = styled.section<{ $conference: 'afc' | 'nfc' }>`
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 2px solid ${({ theme, $conference }) => theme.colors[$conference]};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Name = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: 1.0625rem;
`;

const Teams = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const TeamButton = styled.button`
  width: 100%;
  min-height: 40px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-align: left;
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/** A team's place while the rankings load: a button's box, without the button. */
const PlaceholderTeam = styled(TeamButton).attrs({ as: 'div' })`
  background: ${({ theme }) => theme.colors.surfaceMuted};
  cursor: default;
`;

const Invalid = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
`;

/** A division or conference: red border for AFC groups, blue for the rest; a button per team. */
export const RankingGroupCard = memo(function RankingGroupCard({ group }: { group: RankingGroup }) {
  const dispatch = useAppDispatch();
  return (
    <Card $conference={groupBorder(group.name)} aria-label={group.name}>
      <Name>{group.name}</Name>
      {group.teams === null ? (
        <Invalid>Invalid data format for teams</Invalid>
      ) : (
        <Teams>
          {group.teams.map((team) => (
            <li key={team}>
              <TeamButton type="button" aria-haspopup="dialog" onClick={() => dispatch(teamProfileOpened(team))}>
                {team}
              </TeamButton>
            </li>
          ))}
        </Teams>
      )}
    </Card>
  );
});

/** A division's card while the rankings load, as tall as the card that replaces it, so nothing below moves. */
export function RankingGroupPlaceholder({ conference, teams }: { conference: 'afc' | 'nfc'; teams: number }) {
  return (
    <Card $conference={conference}>
      <Name>{'\u00a0'}</Name>
      <Teams as="div">
        {Array.from({ length: teams }, (_, index) => (
          <PlaceholderTeam key={index}>{'\u00a0'}</PlaceholderTeam>
        ))}
      </Teams>
    </Card>
  );
}
