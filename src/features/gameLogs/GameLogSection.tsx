import { useCallback, useMemo } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ExportCsvButton } from '../../components/ExportCsvButton';
import { Toolbar } from '../../components/Toolbar';
import { csvFilename } from '../../lib/csv';
import { ordinal } from '../../lib/ordinal';
import type { PlayerStat } from '../../domain/playerStats';
import {
  FAVOURABLE_FROM_RANK,
  matchupBefore,
  PROVISIONAL_UNDER_GAMES,
  TOUGH_THROUGH_RANK,
  type MatchupBefore,
} from './defenseMatchup';
import { gameLogStatColumns } from './gameLogColumns';
import { gameLogCsvRows } from './gameLogCsv';
import { seasonTotalLabel, seasonTotals } from './gameLogRows';
import { selectSortedGames } from './gameLogsSelectors';
import { selectGameLogSort, sortClicked, type GameLogColumnId } from './gameLogsSlice';
import { GameLogTable } from './GameLogTable';
import { isDefensePosition, type DefenseHistory, type GameLogRow } from './types';

const Note = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

/**
 * The defence ranks before each week as the section gets them: loaded, still loading, or failed with the resource's
 * text.
 */
export type DefenseFigures = { history: DefenseHistory } | { failure: string } | undefined;

interface GameLogSectionProps {
  player: PlayerStat;
  seasonLabel: string;
  /** His games, in week order. */
  games: readonly GameLogRow[];
  defense: DefenseFigures;
  /** His Player Data row when the page holds it (see seasonTotalLabel). */
  seasonRow?: PlayerStat | undefined;
}

/**
 * The game log with its export and, for QBs, RBs, WRs and TEs, each opponent's rank against the position before the
 * game.
 */
export function GameLogSection({ player, seasonLabel, games, defense, seasonRow }: GameLogSectionProps) {
  const dispatch = useAppDispatch();
  const sort = useAppSelector(selectGameLogSort);
  const onSort = useCallback((column: GameLogColumnId) => dispatch(sortClicked(column)), [dispatch]);
  const { position } = player;
  const history = defense && 'history' in defense ? defense.history : undefined;

  const columns = useMemo(() => gameLogStatColumns(position, games), [position, games]);
  const totals = useMemo(() => seasonTotals(player, games), [player, games]);
  const totalLabel = seasonTotalLabel(totals, games, seasonRow);
  const matchups = useMemo(() => {
    if (!history || !isDefensePosition(position)) return undefined;
    const byGame = new Map<string, MatchupBefore>();
    for (const game of games) {
      const matchup = matchupBefore(history.weeks[game.week], game.opponent, position);
      if (matchup) byGame.set(game.game_id, matchup);
    }
    return byGame;
  }, [history, games, position]);
  const shown = useAppSelector((state) => selectSortedGames(state, games, matchups));

  return (
    <>
      <Toolbar $gap={2} $below={2}>
        <Note as="span">
          {games.length} {games.length === 1 ? 'game' : 'games'} in {seasonLabel}
        </Note>
        <ExportCsvButton
          filename={csvFilename(['gridline', 'game-log', player.name, seasonLabel])}
          rows={() => gameLogCsvRows(shown, totals, columns, matchups, totalLabel)}
        />
      </Toolbar>
      <GameLogTable
        name={player.name || 'N/A'}
        games={shown}
        totals={totals}
        totalLabel={totalLabel}
        columns={columns}
        matchups={matchups}
        matchupHeader={`Defence vs ${position} before the game`}
        sort={sort}
        onSort={onSort}
      />
      {isDefensePosition(position) && history && (
        <Note>
          {`Defence vs ${position} before the game: the opponent’s rank against ${position}s in ${seasonLabel} from the weeks before each game`}
          {` (1st allows the fewest fantasy points per game): ${ordinal(1)}–${ordinal(TOUGH_THROUGH_RANK)} tough, ${ordinal(FAVOURABLE_FROM_RANK)}–32nd favourable, provisional before ${PROVISIONAL_UNDER_GAMES} games.`}
        </Note>
      )}
      {isDefensePosition(position) && defense && 'failure' in defense && <Note>{defense.failure}</Note>}
    </>
  );
}
