import { memo, useId } from 'react';
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { CardSection, CardSectionHeading, CardSectionList } from './BestLinesList';
import { Badge, RowNote } from './cardParts';
import { formatPercent } from './lineMath';
import { arbitrageText, bestPriceMarketText, middleText } from './marketNotes';
import { selectAcrossBooks } from './movementSelectors';
import { teamNickname } from './oddsRules';

/** The market and its number on the left, the hold (and any Arbitrage badge) on the right, notes below. */
const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: baseline;
  column-gap: ${({ theme }) => theme.space(2)};

  & + & {
    margin-top: 2px;
  }
`;

const Value = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: 600;
  text-align: right;
`;

const ArbitrageBadge = styled(Badge)`
  margin-right: ${({ theme }) => theme.space(1)};
  background: ${({ theme }) => theme.colors.positive};
`;

/**
 * A card's markets across its shown books: the hold of the best prices (an Arbitrage badge and the
 * stake split when they sum below 100 % implied), and any middle.
 */
export const AcrossBooks = memo(function AcrossBooks({ gameId, homeTeam }: { gameId: string; homeTeam: string }) {
  const headingId = useId();
  const { holds, middles } = useAppSelector((state) => selectAcrossBooks(state, gameId));
  if (holds.length === 0) return null;
  const home = teamNickname(homeTeam);
  return (
    <CardSection role="group" aria-labelledby={headingId}>
      <CardSectionHeading id={headingId}>Best prices across the books</CardSectionHeading>
      <CardSectionList>
        {holds.map((held) => {
          const middle = middles.find((m) => m.market === held.market);
          return (
            <Row key={held.market}>
              <span>{bestPriceMarketText(held, home)}</span>
              <Value>
                {held.arbitrage && <ArbitrageBadge>Arbitrage</ArbitrageBadge>}
                {formatPercent(held.hold)}
              </Value>
              {held.arbitrage && <RowNote>{arbitrageText(held)}</RowNote>}
              {middle && <RowNote>{middleText(middle)}</RowNote>}
            </Row>
          );
        })}
      </CardSectionList>
    </CardSection>
  );
});
