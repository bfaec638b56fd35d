import { useMemo } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { CheckboxLabel } from '../../components/CheckboxLabel';
import { EmptyText } from '../../components/EmptyText';
import { useNow } from '../../lib/useNow';
import { hasKickedOff } from '../odds/gameResult';
import { lineHistory } from './lineHistory';
import { LineHistoryChart } from './LineHistoryChart';
import { LineHistoryLegend } from './LineHistoryLegend';
import { LineHistoryTable } from './LineHistoryTable';
import { lineHistoryTableToggled, selectLineHistoryTableShown } from '../odds/matchupsSlice';
import { marketLabel } from '../odds/oddsRules';
import type { OddsHistory } from '../odds/types';

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/** At the end of the row, where it stays whether the legend is shown or not. */
const TableToggle = styled(CheckboxLabel)`
  margin-left: auto;
`;

/** Side by side while each keeps about 300 px; one under another on a phone. */
const Markets = styled.div<{ $tables: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(${({ $tables }) => ($tables ? '19rem' : '17rem')}, 100%), 1fr));
  gap: ${({ theme }) => theme.space(5)};
`;

const Heading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: 1rem;
`;

/**
 * The history's charts (or, with the checkbox, its tables) per market; loaded with its own chunk
 * when a dialog first opens, so the cards never carry it.
 */
export default function LineHistoryContent({ history }: { history: OddsHistory }) {
  const dispatch = useAppDispatch();
  const tableShown = useAppSelector(selectLineHistoryTableShown);
  const closed = hasKickedOff(history.commence_time, useNow());
  const markets = useMemo(() => lineHistory(history, closed), [history, closed]);
  if (markets.length === 0)
    return <EmptyText>No line history from FanDuel, DraftKings or BetMGM for this game.</EmptyText>;
  return (
    <>
      <Controls>
        {!tableShown && <LineHistoryLegend closed={closed} />}
        <TableToggle>
          <input
            type="checkbox"
            checked={tableShown}
            onChange={(event) => dispatch(lineHistoryTableToggled(event.target.checked))}
          />
          Show as table
        </TableToggle>
      </Controls>
      <Markets $tables={tableShown}>
        {markets.map((market) => (
          <section key={market.market} aria-label={marketLabel(market.market)}>
            <Heading>{marketLabel(market.market)}</Heading>
            {tableShown ? (
              <LineHistoryTable history={market} home={history.home_team} />
            ) : (
              <LineHistoryChart history={market} home={history.home_team} />
            )}
          </section>
        ))}
      </Markets>
    </>
  );
}
