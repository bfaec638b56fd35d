import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { FigureTable } from '../../components/FigureTable';
import { SHOWN_BOOKMAKERS } from '../../config/constants';
import type { HistoryMarket, HistoryRow, MarketHistory } from './lineHistory';
import { historyAxisLabel, historyCell, historyPriceLabel } from './lineHistoryLabels';
import { kickoffLabel, marketLabel } from '../odds/oddsRules';
import { selectFirstLineWord } from '../sources/sourcesSelectors';

const Table = styled(FigureTable)`
  font-size: 0.8125rem;

  caption {
    margin-bottom: ${({ theme }) => theme.space(1)};
    font-size: inherit;
  }

  th,
  td {
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(1.5)};
  }

  th[scope='row'],
  thead th:first-child {
    font-weight: 400;
  }

  thead th {
    background: ${({ theme }) => theme.colors.tableHeader};
    color: inherit;
    font-size: inherit;
    font-weight: 700;
  }
`;

/** The date over the time, so the first column stays narrow on a phone. */
const Day = styled.span`
  display: block;
  white-space: nowrap;
`;

const Flag = styled.strong`
  display: block;
  font-size: 0.75rem;
`;

/** A snapshot: its time (flagged at the opening and the close) and each book's value and price. */
function Row({ market, row, opening }: { market: HistoryMarket; row: HistoryRow; opening: string }) {
  const [day, clock] = kickoffLabel(row.timestamp).split(' · ');
  return (
    <tr>
      <th scope="row">
        <time dateTime={row.timestamp}>
          <Day>{day}</Day> {clock}
        </time>
        {row.opening && <Flag>{opening}</Flag>}
        {row.closing && <Flag>Closing</Flag>}
      </th>
      {row.cells.map((cell, book) => (
        <td key={SHOWN_BOOKMAKERS[book]}>
          {cell ? (
            historyCell(market, cell)
          ) : (
            <>
              <span aria-hidden="true">—</span>
              <span className="visually-hidden">No line</span>
            </>
          )}
        </td>
      ))}
    </tr>
  );
}

/** One market's history as a table: a row per snapshot, a column per book, each value with its price. */
export function LineHistoryTable({ history, home }: { history: MarketHistory; home: string }) {
  const { market, rows } = history;
  const opening = useAppSelector(selectFirstLineWord) === 'opened' ? 'Opening' : 'First seen';
  return (
    <Table>
      <caption>
        <span className="visually-hidden">{`${marketLabel(market)}: `}</span>
        {`${historyAxisLabel(market, home)}, with the ${historyPriceLabel(market, home)} in brackets`}
      </caption>
      <thead>
        <tr>
          <th scope="col">Time</th>
          {SHOWN_BOOKMAKERS.map((book) => (
            <th key={book} scope="col">
              {book}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <Row key={row.timestamp} market={market} row={row} opening={opening} />
        ))}
      </tbody>
    </Table>
  );
}
