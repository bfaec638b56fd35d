import { memo, useCallback, useRef, useState, type RefObject } from 'react';
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

interface NameCell {
  /** The name's box, measured to tell whether the column cuts it. */
  ref: RefObject<HTMLSpanElement | null>;
  /** The column cuts the name: it carries a title, and shows in full on hover and keyboard focus. */
  cut: boolean;
}

function cell(row: PlayerStat, column: Column, name: NameCell) {
  const value = column.cell(row);
  if (column.id === 'name') {
    return (
      <th key={column.id} scope="row">
        <span ref={name.ref} className={name.cut ? 'name cut' : 'name'} title={name.cut ? value : undefined}>
          {value}
        </span>
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
  const nameRef = useRef<HTMLSpanElement>(null);
  // The name last measured as cut: rows are reused as the window moves, so a cut is only this name's.
  const [cutName, setCutName] = useState<string | null>(null);
  // Measured as the pointer comes to the row or focus comes into it, before either shows the full name. A name
  // already known to be cut is left alone: shown in full, its box would measure as fitting.
  const measure = useCallback(() => {
    const box = nameRef.current;
    if (!box || box.classList.contains('cut')) return;
    setCutName(box.scrollWidth > box.clientWidth ? box.textContent : null);
  }, []);
  return (
    <tr
      aria-rowindex={rowIndex}
      className={selected ? 'selected' : undefined}
      onPointerEnter={measure}
      onFocus={measure}
    >
      {columns.map((column) => cell(row, column, { ref: nameRef, cut: cutName === name }))}
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
