import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import type { SortColumn } from '../../domain/playerStats';
import { nextSort, type TableSort } from '../../lib/tableSort';

/** The game log's own columns, then the stat columns it shares with the Player Data table. */
export type GameLogColumnId = 'week' | 'opponent' | 'result' | 'matchup' | SortColumn;

export type GameLogSort = TableSort<GameLogColumnId>;

export const DEFAULT_GAME_LOG_SORT: GameLogSort = { column: 'week', direction: 'asc' };

/** The player view's state (its address: /player-data/{player_id}?season=…&sort=…&dir=…). */
export interface GameLogViewState {
  /** null until an address names one: the first season from /seasons is the default. */
  seasonId: string | null;
  sort: GameLogSort;
}

const initialState: GameLogViewState = { seasonId: null, sort: DEFAULT_GAME_LOG_SORT };

/** Injected with the player view's code (app/screens.ts), so it costs the first load nothing. */
const gameLogsSlice = createSlice({
  name: 'gameLogs',
  initialState,
  reducers: {
    /** The address (a link, a shared address, Back or Forward) sets the view's season and sort. */
    viewRestoredFromUrl: (_state, action: PayloadAction<GameLogViewState>) => action.payload,
    sortClicked: (state, action: PayloadAction<GameLogColumnId>) => {
      state.sort = nextSort(state.sort, action.payload);
    },
  },
});

export const { viewRestoredFromUrl, sortClicked } = gameLogsSlice.actions;

/** The view's state; its initial state until the slice has joined the store. */
const selectView = (state: RootState): GameLogViewState => state.gameLogs ?? initialState;
export const selectChosenLogSeasonId = (state: RootState) => selectView(state).seasonId;
export const selectGameLogSort = (state: RootState) => selectView(state).sort;

export default gameLogsSlice;
