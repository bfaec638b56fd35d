import { memo, useId } from 'react';
import styled from 'styled-components';
import { formatPrice } from '../../domain/americanOdds';
import { CardSection, CardSectionHeading, CardSectionList } from './BestLinesList';
import { AgainstTheNumber } from './GameResult';
import { formatPoint, marketLabel, teamNickname } from './oddsRules';
import type { Bookmaker, Market } from './types';

const Row = styled.li`
  font-variant-numeric: tabular-nums;
`;

const Box = styled(CardSection)`
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)} 0;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

/** 'Spread: Chiefs (-3) -102 · Ravens (+3) -118', in the bookmaker box's notation, teams by nickname. */
export function consensusMarketText(market: Market): string {
  const outcomes = market.outcomes.map((outcome) => {
    const point = outcome.point === undefined ? '' : ` ${formatPoint(outcome.point, market.key)}`;
    return `${teamNickname(outcome.name)}${point} ${formatPrice(outcome.price)}`;
  });
  return `${marketLabel(market.key)}: ${outcomes.join(' · ')}`;
}

interface ConsensusLinesProps {
  gameId: string;
  kickoff: string;
  consensus: Bookmaker;
}

/**
 * A game's closing consensus (the real seasons, CONTRACT §9), apart from the three books and never
 * shown as one of them: its markets, and a final game's result against it.
 */
export const ConsensusLines = memo(function ConsensusLines({ gameId, kickoff, consensus }: ConsensusLinesProps) {
  const headingId = useId();
  return (
    <Box role="group" aria-labelledby={headingId}>
      <CardSectionHeading id={headingId}>Closing consensus</CardSectionHeading>
      {consensus.markets.length > 0 && (
        <CardSectionList>
          {consensus.markets.map((market) => (
            <Row key={market.key}>{consensusMarketText(market)}</Row>
          ))}
        </CardSectionList>
      )}
      <AgainstTheNumber gameId={gameId} kickoff={kickoff} book={consensus} lineName="the closing consensus" />
    </Box>
  );
});
