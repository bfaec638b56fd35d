import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { EmptyText } from '../../components/EmptyText';
import { ExportCsvButton } from '../../components/ExportCsvButton';
import { Modal } from '../../components/Modal';
import { csvFilename } from '../../lib/csv';
import { compareClosed, selectCompareOpen } from './comparisonSlice';
import { ComparisonChart } from './ComparisonChart';
import { ComparisonTable } from './ComparisonTable';
import { comparisonCsvRows } from './comparisonCsv';
import { ComparisonViewSwitch } from './ComparisonViewSwitch';
import { selectComparisonView } from './comparisonViewSlice';
import {
  selectComparedPlayers,
  selectComparedSeasons,
  selectComparisonChartStats,
  selectComparisonRows,
} from './comparisonSelectors';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  justify-content: flex-end;
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

// Table and charts side by side when both fit (the charts take the spare width), the charts below
// the table when not (the table then takes the whole width).
const Panes = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(5)};

  > :first-child {
    flex: 1 1 auto;
    max-width: 100%;
  }

  > :nth-child(2) {
    flex: 1000 1 18rem;
  }
`;

/**
 * The 'Player Comparison' dialog: the table, a bar chart per stat, and its CSV export; with
 * `byWeek` (composed in app/pages), a switch to that view too.
 */
export function ComparisonDialog({ byWeek }: { byWeek?: ReactNode }) {
  const open = useAppSelector(selectCompareOpen);
  const view = useAppSelector(selectComparisonView);
  const players = useAppSelector(selectComparedPlayers);
  const rows = useAppSelector(selectComparisonRows);
  const stats = useAppSelector(selectComparisonChartStats);
  const seasons = useAppSelector(selectComparedSeasons);
  const dispatch = useAppDispatch();
  if (!open) return null;

  return (
    <Modal title="Player Comparison" wide onClose={() => dispatch(compareClosed())}>
      {players.length === 0 ? (
        <EmptyText>No players selected for comparison</EmptyText>
      ) : (
        <>
          <Toolbar>
            {byWeek && <ComparisonViewSwitch />}
            {(!byWeek || view === 'season') && (
              <ExportCsvButton
                filename={csvFilename(['gridline', 'comparison', seasons])}
                rows={() =>
                  comparisonCsvRows(
                    players.map((player) => player.heading),
                    rows,
                  )
                }
              />
            )}
          </Toolbar>
          {byWeek && view === 'byWeek' ? (
            byWeek
          ) : (
            <Panes>
              <ComparisonTable players={players} rows={rows} />
              <ComparisonChart stats={stats} players={players} />
            </Panes>
          )}
        </>
      )}
    </Modal>
  );
}
