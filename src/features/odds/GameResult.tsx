import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { useNow } from '../../lib/useNow';
import { againstTheNumber, isClosingLine, scoreLine } from './gameResult';
import { selectWeekOddsAnsweredAt } from './oddsSelectors';
import { selectGameScore } from './resultsSelectors';
import type { Bookmaker, GameScore } from './types';

const Score = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  font-size: 0.875rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Result = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.8125rem;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

/**
 * The card's score line ('Final: Chiefs 27, Bills 24', or 'Live: …' while it is played); nothing before kickoff or
 * without /scores.
 */
export function GameScoreLine({ gameId }: { gameId: string }) {
  const line = scoreLine(useAppSelector((state) => selectGameScore(state, gameId)));
  return line === undefined ? null : <Score>{line}</Score>;
}

interface AgainstTheNumberProps {
  gameId: string;
  kickoff: string;
  /** The book the card shows, or the game's closing consensus. */
  book: Bookmaker;
  /** For screen readers, what the line is: "FanDuel's closing line" unless said. */
  lineName?: string;
}

function ClosingResult({
  score,
  kickoff,
  book,
  lineName,
}: Omit<AgainstTheNumberProps, 'gameId'> & { score: GameScore }) {
  const closing = isClosingLine(kickoff, book.last_update, useNow(), useAppSelector(selectWeekOddsAnsweredAt));
  const result = closing ? againstTheNumber(score, book) : undefined;
  if (result === undefined) return null;
  return (
    <Result>
      <span className="visually-hidden">{`Against ${lineName ?? `${book.title}'s closing line`}: `}</span>
      {result}
    </Result>
  );
}

/**
 * A final game's cover and total against the shown book's closing line, at the foot of the book box; none while the
 * line shown is not known to be the close.
 */
export function AgainstTheNumber({ gameId, kickoff, book, lineName }: AgainstTheNumberProps) {
  const score = useAppSelector((state) => selectGameScore(state, gameId));
  return score?.completed ? (
    <ClosingResult score={score} kickoff={kickoff} book={book} {...(lineName ? { lineName } : {})} />
  ) : null;
}
