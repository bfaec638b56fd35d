import { useMemo } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { CheckboxLabel } from '../../components/CheckboxLabel';
import { EmptyText } from '../../components/EmptyText';
import { useNow } from '../../lib/useNow';
import { hasKickedOff } from '../odds/gameResult';
import { selectBetMarksOfGame } from '../myBets/betMarksSelectors';
import { placedMarks } from './betMarks';
import { lineHistory } from './lineHistory';
import { LineHistoryChart } from './LineHistoryChart';
import { BetMarkSample, betMarkColors, LineHistoryLegend } from './LineHistoryLegend';
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

/** The user's bets on the market, in words, under its chart or table. */
const Bets = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: 0;
  list-style: none;
  font-size: 0.8125rem;
  font-variant-numeric: tabular-nums;

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
  }

  svg {
    flex: none;
  }

  ${betMarkColors}
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
  // The signed-in user's bets on the game, from their list when it is loaded (My bets loads it).
  const bets = useAppSelector((state) => selectBetMarksOfGame(state, history.id));
  const marks = useMemo(
    () => new Map(markets.map(({ market }) => [market, placedMarks(bets, market, history.home_team)])),
    [bets, markets, history.home_team],
  );
  if (markets.length === 0)
    return <EmptyText>No line history from FanDuel, DraftKings or BetMGM for this game.</EmptyText>;
  return (
    <>
      <Controls>
        {!tableShown && <LineHistoryLegend closed={closed} bets={bets.length > 0} />}
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
        {markets.map((market) => {
          const placed = marks.get(market.market) ?? [];
          return (
            <section key={market.market} aria-label={marketLabel(market.market)}>
              <Heading>{marketLabel(market.market)}</Heading>
              {tableShown ? (
                <LineHistoryTable history={market} home={history.home_team} />
              ) : (
                <LineHistoryChart history={market} home={history.home_team} marks={placed} />
              )}
              {placed.length > 0 && (
                <Bets aria-label={`Your bets: ${marketLabel(market.market)}`}>
                  {placed.map((mark) => (
                    <li key={mark.key}>
                      <BetMarkSample />
                      {mark.label}
                    </li>
                  ))}
                </Bets>
              )}
            </section>
          );
        })}
      </Markets>
    </>
  );
}
