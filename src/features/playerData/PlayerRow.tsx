import { memo } from 'react';
import { playerName, type Column } from '../../domain/statColumns';
import { GameLogLink, ToggleButton } from './playerTableStyles';
import { teamColorClass } from './teamColors';
import type { PlayerStat } from '../../domain/playerStats';

interface PlayerRowProps {
  row: PlayerStat;
  columns: readonly Column[];
  /** 1-based among all rows, the header being 1 (only a window of the rows is in the DOM). */
  rowIndex: number;
  selected: boolean;
  onToggle: (row: PlayerStat) => void;
}

function cell(row: PlayerStat, column: Column) {
  const value = column.cell(row);
  if (column.id === 'name') {
    return (
      <th key={column.id} scope="row">
        {value}
      </th>
    );
  }
  if (column.id === 'team_name') {
    return (
      <td key={column.id}>
        <span className={`team ${teamColorClass(row.team_name)}`}>{value}</span>
      </td>
    );
  }
  return (
    <td key={column.id} className={column.numeric ? 'num' : undefined}>
      {value}
    </td>
  );
}

/** The player's own view: his games in the row's season (/player-data/{player_id}?season=…). */
const gameLogPath = (row: PlayerStat) =>
  `/player-data/${encodeURIComponent(row.player_id)}?${new URLSearchParams({ season: row.season_id }).toString()}`;

/** One player's row: the visible columns, then the Select / Selected toggle and the link to his game log. */
export const PlayerRow = memo(function PlayerRow({ row, columns, rowIndex, selected, onToggle }: PlayerRowProps) {
  const toggleText = selected ? 'Selected' : 'Select';
  const name = playerName(row);
  return (
    <tr aria-rowindex={rowIndex} className={selected ? 'selected' : undefined}>
      {columns.map((column) => cell(row, column))}
      <td>
        <ToggleButton
          type="button"
          $variant={selected ? 'primary' : 'secondary'}
          aria-pressed={selected}
          aria-label={`${toggleText} ${name}`}
          onClick={() => onToggle(row)}
        >
          {toggleText}
        </ToggleButton>
        <GameLogLink to={gameLogPath(row)} aria-label={`Game log of ${name}`}>
          Game log
        </GameLogLink>
      </td>
    </tr>
  );
});
