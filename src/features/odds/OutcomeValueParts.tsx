import styled from 'styled-components';
import { formatPrice } from '../../domain/americanOdds';
import { EV_MARK, formatEv } from '../../domain/bettorMath/expectedValue';
import { sameTeam } from '../../domain/teams';
import { Badge, RowNote } from './cardParts';
import { fromBooksText, type OutcomeValue } from './fairValue';
import { formatPercent } from './lineMath';
import type { Outcome } from './types';

/** The +EV mark: outlined in the colour of a plus price, so it reads apart from the filled 'Best' badge. */
const EvBadge = styled(Badge)`
  white-space: nowrap;
  border: 1px solid ${({ theme }) => theme.colors.positive};
  background: none;
  color: ${({ theme }) => theme.colors.positive};
  text-transform: none;
  letter-spacing: 0;
`;

/** The value of one outcome of one book, when the other books price the same bet. */
export function valueOf(
  values: readonly OutcomeValue[],
  bookKey: string,
  market: string,
  outcome: Outcome,
): OutcomeValue | undefined {
  return values.find(
    (value) =>
      value.bookKey === bookKey &&
      value.market === market &&
      sameTeam(value.outcome, outcome.name) &&
      value.point === outcome.point,
  );
}

/** 'fair 54.1% (−118) from DraftKings and BetMGM, power method · demo lines': what a figure is from. */
export function valueSource(value: OutcomeValue, demo: boolean): string {
  const fair = `fair ${formatPercent(value.fair)} (${formatPrice(Math.round(value.fairPrice))})`;
  return `${fair} ${fromBooksText(value)}${demo ? ' · demo lines' : ''}`;
}

/** '+EV 2.3%' on an outcome whose EV is +1% or more; its accessible name and title say what it is from. */
export function EvMark({ value, demo }: { value: OutcomeValue | undefined; demo: boolean }) {
  if (!value || value.ev < EV_MARK) return null;
  const mark = `+EV ${formatEv(value.ev).replace(/^\+/, '')}`;
  const said = `${mark}: ${valueSource(value, demo)}`;
  return (
    <EvBadge title={said}>
      <span aria-hidden="true">{mark}</span>
      <span className="visually-hidden">{said}</span>
    </EvBadge>
  );
}

/** With the probabilities shown: 'EV −2.1% · fair 51.2% (−105) from DraftKings and BetMGM, power method'. */
export function EvNote({ value, demo }: { value: OutcomeValue | undefined; demo: boolean }) {
  if (!value) return null;
  return <RowNote>{`EV ${formatEv(value.ev)} · ${valueSource(value, demo)}`}</RowNote>;
}
