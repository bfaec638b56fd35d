import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { EmptyText } from '../../components/EmptyText';
import { ExportCsvButton } from '../../components/ExportCsvButton';
import { Modal } from '../../components/Modal';
import { csvFilename } from '../../lib/csv';
import { compareClosed, selectCompareOpen } from '../comparison/comparisonSlice';
import { ComparisonTable } from './ComparisonTable';
import { comparisonCsvRows } from './csvRows';
import { selectComparedPlayers, selectComparedSeasons, selectComparisonRows } from './playerDataSelectors';

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

/** The 'Player Comparison' dialog: the table and its CSV export. */
export function ComparisonDialog() {
  const open = useAppSelector(selectCompareOpen);
  const players = useAppSelector(selectComparedPlayers);
  const rows = useAppSelector(selectComparisonRows);
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
            <ExportCsvButton
              filename={csvFilename(['gridline', 'comparison', seasons])}
              rows={() => comparisonCsvRows(players.map((player) => player.heading), rows)}
            />
          </Toolbar>
          <ComparisonTable players={players} rows={rows} />
        </>
      )}
    </Modal>
  );
}
