import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { largestMoveText } from './marketNotes';
import { selectMatchupSort } from './matchupsSlice';
import { selectLargestMove } from './movementSelectors';

const Note = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  font-size: 0.8125rem;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

/** Why a card sits where it does when the cards are sorted by movement: 'Biggest move: Spread ▼4.5 at DraftKings'. */
export function LargestMoveNote({ gameId }: { gameId: string }) {
  const largest = useAppSelector((state) =>
    selectMatchupSort(state) === 'movement' ? selectLargestMove(state, gameId) : undefined,
  );
  return largest ? <Note>{largestMoveText(largest)}</Note> : null;
}
