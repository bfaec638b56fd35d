import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { gamePagePath } from './gamePage';

const Anchor = styled(Link)`
  position: relative;
  z-index: 1;
  align-self: flex-start;
  margin-top: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.accent};
  font-size: 0.875rem;
  font-weight: 600;
`;

/** A card's own way to its game's page (the card's click stays the rankings modal). */
export function GamePageLink({ gameId, week, matchup }: { gameId: string; week: number; matchup: string }) {
  return (
    <Anchor to={gamePagePath(gameId, week)} aria-label={`${matchup}: game page`}>
      Game page →
    </Anchor>
  );
}
