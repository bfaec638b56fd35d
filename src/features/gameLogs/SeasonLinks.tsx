import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { selectSeasons } from '../playerData/playerDataSelectors';
import { gameLogSearch } from './gameLogUrl';
import { selectGameLogSort } from './gameLogsSlice';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    text-decoration: none;
  }

  a[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentText};
  }
`;

/** The player's other seasons, one click away: a link each (the shown one marked current), the sort kept. */
export function SeasonLinks({ seasonId }: { seasonId: string | null }) {
  const seasons = useAppSelector(selectSeasons);
  const sort = useAppSelector(selectGameLogSort);
  if (seasons.length < 2) return null;
  return (
    <nav aria-label="Seasons">
      <List>
        {seasons.map((season) => (
          <li key={season.id}>
            <Link
              to={{ search: gameLogSearch({ seasonId: season.id, sort }) }}
              aria-current={season.id === seasonId ? 'page' : undefined}
            >
              {season.label}
            </Link>
          </li>
        ))}
      </List>
    </nav>
  );
}
