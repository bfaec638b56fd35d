import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { holdText, moveHint, moveText } from './marketNotes';
import { Badge } from './cardParts';
import { selectFirstLineWord } from '../sources/sourcesSelectors';
import { selectMarketNote } from './movementSelectors';

/** One line under a market's outcomes; a single child element at most, so it never reads as an outcome row. */
const Note = styled.dd`
  margin: 2px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.75rem;
  font-variant-numeric: tabular-nums;
`;

/** The word that marks a notable move, framed in the focus colour: a word first, colour second. */
const Moved = styled(Badge)`
  margin-left: ${({ theme }) => theme.space(1)};
  border: 1px solid ${({ theme }) => theme.colors.focus};
  background: none;
  color: ${({ theme }) => theme.colors.text};
`;

/** Lines break only between the note's parts ('Chiefs -3.5', 'opened -2.5 ▲1', 'hold 4.5%'), never inside one. */
const keepTogether = (text: string) =>
  text.replaceAll(' · ', '\u0000').replaceAll(' ', '\u00a0').replaceAll('\u0000', ' · ');

interface MarketNoteRowProps {
  gameId: string;
  book: string;
  market: string;
}

/**
 * Where the shown book's market opened and where it is ('Chiefs -3.5 · opened -2.5 ▲1', marked
 * Moved when notable), and its hold ('hold 4.5%'); nothing without either (no opening line, one outcome).
 */
export function MarketNoteRow({ gameId, book, market }: MarketNoteRowProps) {
  const note = useAppSelector((state) => selectMarketNote(state, gameId, book, market));
  const opened = useAppSelector(selectFirstLineWord);
  if (!note) return null;
  const { home, move, hold } = note;
  return (
    <Note title={move ? moveHint(home, opened) : undefined}>
      {move && keepTogether(moveText(move, home, opened))}
      {move?.notable && <Moved>Moved</Moved>}
      {hold !== undefined && `${move ? ' · ' : ''}${keepTogether(holdText(hold))}`}
    </Note>
  );
}
