import styled, { css } from 'styled-components';
import { fairProbabilities, holdsBestLine, probabilityLabel, type BestLine } from './lineMath';
import { formatPrice, isPositivePrice } from '../../domain/americanOdds';
import { teamDisplayName } from '../../domain/teams';
import { RowNote } from './cardParts';
import { BestBadge } from './BestBadge';
import { AddToSlipButton } from './AddToSlipButton';
import type { OutcomeValue } from './fairValue';
import { MarketNoteRow } from './MarketNoteRow';
import { EvMark, EvNote, valueOf } from './OutcomeValueParts';
import { formatPoint, marketLabel } from './oddsRules';
import type { Game, Market } from './types';

/** The small muted capitals of the card's labels (markets, 'Best lines'). */
export const smallCapsLabel = css`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.75rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const MarketName = styled.dt`
  margin-top: ${({ theme }) => theme.space(1)};
  ${smallCapsLabel}
`;

/** Name on the left, badge and price on the right; the probabilities (when shown) on a line of their own. */
const Outcome = styled.dd`
  display: grid;
  /* The name keeps room for a word a line; the price side (+EV, Best, add, price) wraps before it squeezes it. */
  grid-template-columns: minmax(6.5rem, 1fr) auto;
  align-items: center;
  column-gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  font-size: 0.875rem;
`;

const PriceSide = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`;

const Price = styled.span<{ $positive: boolean }>`
  font-variant-numeric: tabular-nums;
  font-weight: 700;
  white-space: nowrap;
  color: ${({ theme, $positive }) => ($positive ? theme.colors.positive : theme.colors.negative)};
`;

const Point = styled.span`
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

const PROBABILITY_HINT =
  "Implied: the probability the price implies. Fair: the same with this book's margin removed (no-vig).";

interface MarketRowsProps {
  /** The card's game, whose opening line the market's note compares with. */
  gameId: string;
  /** The card's game and week, for the bet slip's legs. */
  game: Game;
  week: number;
  market: Market;
  /** The shown book's title, to find the outcomes where it holds the best line. */
  book: string;
  /** The shown book's key, to find its outcomes' values. */
  bookKey: string;
  /** The card's outcomes graded against the other books (EV); the book's own are found by bookKey. */
  values: readonly OutcomeValue[];
  /** The lines are the demo season's (the EV figures say so). */
  demo: boolean;
  best: readonly BestLine[];
  /** The badge's accessible name, e.g. 'Best line among FanDuel, DraftKings and BetMGM'. */
  bestLabel: string;
  probabilitiesShown: boolean;
  /** The EV marks and the market's note (open vs now, hold) too: the compact card leaves them to the game's page. */
  detailed: boolean;
}

/**
 * One market of the shown book: its label, then each outcome's name, point and price, then its note (open vs now,
 * hold).
 */
export function MarketRows(props: MarketRowsProps) {
  const { gameId, game, week, market, book, bookKey, values, demo, best, bestLabel, probabilitiesShown, detailed } =
    props;
  const fair = probabilitiesShown ? fairProbabilities(market.outcomes.map((outcome) => outcome.price)) : undefined;
  return (
    <>
      <MarketName>{marketLabel(market.key)}</MarketName>
      {market.outcomes.length === 0 ? (
        <Outcome>No odds available</Outcome>
      ) : (
        market.outcomes.map((outcome, index) => {
          const probabilities = probabilitiesShown ? probabilityLabel(outcome.price, fair?.[index]) : '';
          const value = valueOf(values, bookKey, market.key, outcome);
          return (
            <Outcome key={`${outcome.name}-${index}`}>
              <span>
                {teamDisplayName(outcome.name)}
                {outcome.point !== undefined && <Point> {formatPoint(outcome.point, market.key)}</Point>}
              </span>
              <PriceSide>
                {detailed && <EvMark value={value} demo={demo} />}
                {holdsBestLine(best, book, market.key, outcome.name) && <BestBadge label={bestLabel} />}
                <AddToSlipButton
                  week={week}
                  game={game}
                  bookKey={bookKey}
                  bookTitle={book}
                  market={market.key}
                  outcome={outcome}
                />
                <Price $positive={isPositivePrice(outcome.price)}>{formatPrice(outcome.price)}</Price>
              </PriceSide>
              {probabilities && <RowNote title={PROBABILITY_HINT}>{probabilities}</RowNote>}
              {probabilitiesShown && detailed && <EvNote value={value} demo={demo} />}
            </Outcome>
          );
        })
      )}
      {detailed && <MarketNoteRow gameId={gameId} book={book} market={market.key} />}
    </>
  );
}
