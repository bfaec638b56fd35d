import { SortHeaders, type SortableColumn } from '../../components/SortHeader';
import type { Column } from '../../domain/statColumns';
import type { PlayerStat } from '../../domain/playerStats';
import type { MatchupBefore } from './defenseMatchup';
import { gameResult, opponentLabel } from './gameLogRows';
import type { GameLogColumnId, GameLogSort } from './gameLogsSlice';
import { Scroller, Table } from './gameLogTableStyles';
import { MatchupTag } from './MatchupTag';
import type { GameLogRow } from './types';

interface GameLogTableProps {
  /** The player's name, for the table's label. */
  name: string;
  /** His games, in the order to show. */
  games: readonly GameLogRow[];
  /** The season row the games add up to. */
  totals: PlayerStat;
  /** 'Season total', or 'Season total through week 4' (seasonTotalLabel). */
  totalLabel: string;
  columns: readonly Column[];
  /**
   * Each game's defence against his position as it stood before the game, by game id; undefined hides the column (no
   * figures for his position, or none loaded).
   */
  matchups: ReadonlyMap<string, MatchupBefore> | undefined;
  /** The column header for the matchups ('Defence vs WR before the game'). */
  matchupHeader: string;
  sort: GameLogSort;
  onSort: (column: GameLogColumnId) => void;
}

/** A row's stat cells, formatted as the Player Data table formats them. */
function StatCells({ row, columns }: { row: PlayerStat; columns: readonly Column[] }) {
  return columns.map((column) => (
    <td key={column.id} className="num">
      {column.cell(row)}
    </td>
  ));
}

/**
 * A player's games as a table: week, opponent (vs at home, @ away), result and score, the opponent's
 * rank against his position, and the Player Data table's stat columns for his position with its
 * formatting; sortable by every column; the season totals last.
 */
export function GameLogTable({
  name,
  games,
  totals,
  totalLabel,
  columns,
  matchups,
  matchupHeader,
  sort,
  onSort,
}: GameLogTableProps) {
  const headings: SortableColumn<GameLogColumnId>[] = [
    { id: 'week', header: 'Week', numeric: false },
    { id: 'opponent', header: 'Opponent', numeric: false },
    { id: 'result', header: 'Result', numeric: false },
    ...(matchups ? [{ id: 'matchup' as const, header: matchupHeader, numeric: false }] : []),
    ...columns.map((column) => ({ id: column.id, header: column.header, numeric: true })),
  ];
  return (
    <Scroller role="region" aria-label={`Game log of ${name}, scrollable`} tabIndex={0}>
      <Table aria-label={`Game log of ${name}`}>
        <thead>
          <tr>
            <SortHeaders columns={headings} sort={sort} onSort={onSort} />
          </tr>
        </thead>
        <tbody>
          {games.map((game) => {
            const result = gameResult(game);
            const matchup = matchups?.get(game.game_id);
            return (
              <tr key={game.game_id}>
                <th scope="row">{game.week}</th>
                <td title={game.opponent}>{opponentLabel(game)}</td>
                <td>{result ? <span className={`result-${result.outcome}`}>{result.text}</span> : 'N/A'}</td>
                {matchups && <td>{matchup ? <MatchupTag matchup={matchup} /> : 'N/A'}</td>}
                <StatCells row={game} columns={columns} />
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={matchups ? 4 : 3}>
              {totalLabel} ({games.length} {games.length === 1 ? 'game' : 'games'})
            </th>
            <StatCells row={totals} columns={columns} />
          </tr>
        </tfoot>
      </Table>
    </Scroller>
  );
}
