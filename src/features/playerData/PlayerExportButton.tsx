import { useAppSelector } from '../../app/hooks';
import { ExportCsvButton } from '../../components/ExportCsvButton';
import { csvFilename } from '../../lib/csv';
import { playerCsvRows } from './csvRows';
import { selectSeasonLabel, selectVisibleColumns, selectVisiblePlayers } from './playerDataSelectors';
import { selectChosenSeasonId, selectPositionGroup } from './playerDataSlice';

/** Exports the table's rows as shown, all of them in their order: gridline-players-{season}-{group}.csv. */
export function PlayerExportButton() {
  const rows = useAppSelector(selectVisiblePlayers);
  const columns = useAppSelector(selectVisibleColumns);
  const season = useAppSelector((state) => selectSeasonLabel(state, selectChosenSeasonId(state)));
  const group = useAppSelector(selectPositionGroup);
  return (
    <ExportCsvButton
      filename={csvFilename(['gridline', 'players', season, group])}
      rows={() => playerCsvRows(rows, columns)}
    />
  );
}
