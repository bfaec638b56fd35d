import { memo, useDeferredValue, useMemo } from 'react';
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { FigureTable } from '../../components/FigureTable';
import type { SummaryGroup } from '../../domain/bets/summary';
import { bookLabel, marketKeyLabel, signedUnits, unitsText } from './betText';
import { breakdownsOf, selectFilteredSavedRows } from './myBetsSelectors';
import { beatCloseText, meanClvText, recordText, roiText } from './summaryText';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 34rem), 1fr));
  gap: ${({ theme }) => theme.space(5)};
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled(FigureTable)`
  caption {
    color: ${({ theme }) => theme.colors.text};
    font-size: 1rem;
    font-weight: 700;
  }

  th,
  td {
    white-space: nowrap;
  }
`;

const HEADERS = ['Bets', 'W-L-P', 'Staked', 'Units won', 'ROI', 'Mean CLV', 'Beat close'];

function Breakdown({
  title,
  groups,
  label,
}: {
  title: string;
  groups: SummaryGroup[];
  label: (key: string) => string;
}) {
  return (
    <Scroll role="region" aria-label={`${title}, scrollable`} tabIndex={0}>
      <Table>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{title.replace(/^By /, '').replace(/^./, (c) => c.toUpperCase())}</th>
            {HEADERS.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {groups.map(({ key, summary }) => (
            <tr key={key}>
              <th scope="row">{label(key)}</th>
              <td>{summary.count}</td>
              <td>{recordText(summary)}</td>
              <td>{unitsText(summary.staked)}</td>
              <td>{signedUnits(summary.profit)}</td>
              <td>{roiText(summary)}</td>
              <td>{meanClvText(summary)}</td>
              <td>{beatCloseText(summary)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}

const weekLabel = (week: string) => (week ? `Week ${week}` : 'Week not known yet');

/** The filtered bets' summary by market, by book and by the week each settles, a small table each. */
type BreakdownGroups = ReturnType<typeof breakdownsOf>;

const Breakdowns = memo(function Breakdowns({ market, book, week }: BreakdownGroups) {
  return (
    <Grid>
      <Breakdown title="By market" groups={market} label={marketKeyLabel} />
      <Breakdown title="By book" groups={book} label={bookLabel} />
      <Breakdown title="By week" groups={week} label={weekLabel} />
    </Grid>
  );
});

/** Drawn in the background after a new filter, as the charts are (the render answering the choice draws none). */
export function BetsBreakdowns() {
  const rows = useDeferredValue(useAppSelector(selectFilteredSavedRows));
  const { market, book, week } = useMemo(() => breakdownsOf(rows), [rows]);
  return <Breakdowns market={market} book={book} week={week} />;
}
