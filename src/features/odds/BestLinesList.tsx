import { memo, useId } from 'react';
import styled from 'styled-components';
import type { BestLine } from './lineMath';
import { smallCapsLabel } from './MarketRows';
import { formatPrice } from '../../domain/americanOdds';
import { formatPoint, marketLabel, teamNickname } from './oddsRules';

/** A group, not a region: sixteen cards would make sixteen landmarks of the same name. */
export const CardSection = styled.div`
  margin-top: ${({ theme }) => theme.space(2)};
  font-size: 0.8125rem;
`;

export const CardSectionHeading = styled.h4`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  ${smallCapsLabel}
`;

export const CardSectionList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The line on the left, its books on the right; a market's first line starts a group, set off by a rule. */
const Row = styled.li<{ $groupStart: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: baseline;
  column-gap: ${({ theme }) => theme.space(2)};
  ${({ $groupStart, theme }) =>
    $groupStart
      ? `margin-top: ${theme.space(1)}; padding-top: ${theme.space(1)}; border-top: 1px solid ${theme.colors.border};`
      : ''}
`;

const Line = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: 600;
`;

const Holders = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.75rem;
  text-align: right;
`;

/** 'Chiefs (-3.5) -110': the bookmaker box's notation, with teams by nickname to stay on one line. */
export function lineText(line: BestLine): string {
  const point = line.point === undefined ? '' : ` ${formatPoint(line.point, line.market)}`;
  return `${teamNickname(line.outcome)}${point} ${formatPrice(line.price)}`;
}

/** 'at BetMGM', 'at FanDuel, DraftKings'; 'at every book' when all the books that offer it agree. */
export function holdersText(line: BestLine): string {
  return line.unanimous && line.books.length > 1 ? 'at every book' : `at ${line.books.join(', ')}`;
}

/** Every market's best lines among the card's books at a glance, without cycling through them. */
export const BestLinesList = memo(function BestLinesList({ lines }: { lines: readonly BestLine[] }) {
  const headingId = useId();
  if (lines.length === 0) return null;
  return (
    <CardSection role="group" aria-labelledby={headingId}>
      <CardSectionHeading id={headingId}>Best lines</CardSectionHeading>
      <CardSectionList>
        {lines.map((line, index) => (
          <Row
            key={`${line.market}\u0000${line.outcome}`}
            $groupStart={index > 0 && lines[index - 1]?.market !== line.market}
          >
            <Line>
              <span className="visually-hidden">{`${marketLabel(line.market)}: `}</span>
              {lineText(line)}
            </Line>
            <Holders>{holdersText(line)}</Holders>
          </Row>
        ))}
      </CardSectionList>
    </CardSection>
  );
});
