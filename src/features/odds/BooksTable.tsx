import styled from 'styled-components';
import { formatPrice, isPositivePrice } from '../../domain/americanOdds';
import { teamDisplayName } from '../../domain/teams';
import { BestBadge } from './BestBadge';
import { holdsBestLine, joinTitles, type BestLine } from './lineMath';
import { formatPoint, marketLabel } from './oddsRules';
import type { Bookmaker } from './types';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.875rem;
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
    white-space: nowrap;
  }

  th:first-child,
  td:first-child {
    text-align: left;
    white-space: normal;
  }

  thead th {
    background: ${({ theme }) => theme.colors.tableHeader};
  }
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

const Price = styled.span<{ $positive: boolean }>`
  font-weight: 700;
  color: ${({ theme, $positive }) => ($positive ? theme.colors.positive : theme.colors.negative)};
`;

interface Row {
  market: string;
  outcome: string;
}

/** Each market's outcomes, in the order the books list them, each once. */
function rowsOf(bookmakers: readonly Bookmaker[]): Row[] {
  const seen = new Map<string, Row>();
  for (const book of bookmakers)
    for (const market of book.markets)
      for (const outcome of market.outcomes) {
        const key = `${market.key}\u0000${outcome.name}`;
        if (!seen.has(key)) seen.set(key, { market: market.key, outcome: outcome.name });
      }
  return [...seen.values()];
}

/** Every book's line on every outcome side by side, the best marked as the cards mark it (holdsBestLine). */
export function BooksTable({ bookmakers, best }: { bookmakers: readonly Bookmaker[]; best: readonly BestLine[] }) {
  if (bookmakers.length === 0) return null;
  const bestLabel = `Best line among ${joinTitles(bookmakers.map((book) => book.title))}`;
  return (
    <Scroll>
      <Table>
        <caption className="visually-hidden">Every book&apos;s lines</caption>
        <thead>
          <tr>
            <th scope="col">Bet</th>
            {bookmakers.map((book) => (
              <th key={book.key} scope="col">
                {book.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rowsOf(bookmakers).map((row) => (
            <tr key={`${row.market}-${row.outcome}`}>
              <th scope="row">
                {marketLabel(row.market)}: {teamDisplayName(row.outcome)}
              </th>
              {bookmakers.map((book) => {
                const outcome = book.markets
                  .find((market) => market.key === row.market)
                  ?.outcomes.find((each) => each.name === row.outcome);
                if (!outcome) return <td key={book.key}>–</td>;
                return (
                  <td key={book.key}>
                    {holdsBestLine(best, book.title, row.market, row.outcome) && <BestBadge label={bestLabel} />}{' '}
                    {outcome.point !== undefined && `${formatPoint(outcome.point, row.market)} `}
                    <Price $positive={isPositivePrice(outcome.price)}>{formatPrice(outcome.price)}</Price>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
