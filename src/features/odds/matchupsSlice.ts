import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_DEVIG_METHOD, isDevigMethod, type DevigMethod } from '../../domain/bettorMath/devigMethods';
import { locationChanged } from '../../lib/navigation';
import { seasonWeek } from '../../domain/week';
import { wrapIndex } from '../../lib/wrapIndex';
import { matchupsAddressRestored, weekSelected } from '../week/weekSlice';

/** How /nfl orders its cards: by kickoff (the spec's order, the default) or the largest move since opening first. */
export type MatchupSort = 'kickoff' | 'movement';
export const DEFAULT_MATCHUP_SORT: MatchupSort = 'kickoff';
export const isMatchupSort = (value: unknown): value is MatchupSort => value === 'kickoff' || value === 'movement';

/** What /nfl shows: the week's cards (the spec's screen, the default) or its best bets, the outcomes by EV. */
export type MatchupView = 'cards' | 'bets';
export const DEFAULT_MATCHUP_VIEW: MatchupView = 'cards';
export const isMatchupView = (value: unknown): value is MatchupView => value === 'cards' || value === 'bets';

/** How much a game card carries: the compact card (the default; the rest is on the game's page) or every figure. */
export type CardDetail = 'compact' | 'detailed';
export const DEFAULT_CARD_DETAIL: CardDetail = 'compact';
export const isCardDetail = (value: unknown): value is CardDetail => value === 'compact' || value === 'detailed';

export interface MatchupsState {
  /** The game whose modal is open. */
  openGameId: string | null;
  /** How far each card's arrows have moved through its shown books (+1 next, −1 previous); wrapped when read. */
  bookmakerIndex: Record<string, number>;
  /** Each price's implied probability and its book's no-vig fair probability are shown (off by default). */
  probabilitiesShown: boolean;
  sort: MatchupSort;
  /** How a book's outcomes are given a fair probability from the other books' lines (EV, best bets). */
  devigMethod: DevigMethod;
  view: MatchupView;
  cardDetail: CardDetail;
  /** The game whose line history dialog is open. */
  lineHistoryGameId: string | null;
  /** The line history shows its tables instead of its charts (off by default; kept between openings). */
  lineHistoryTableShown: boolean;
}

const initialState: MatchupsState = {
  openGameId: null,
  bookmakerIndex: {},
  probabilitiesShown: false,
  sort: DEFAULT_MATCHUP_SORT,
  devigMethod: DEFAULT_DEVIG_METHOD,
  view: DEFAULT_MATCHUP_VIEW,
  cardDetail: DEFAULT_CARD_DETAIL,
  lineHistoryGameId: null,
  lineHistoryTableShown: false,
};

const matchupsSlice = createSlice({
  name: 'matchups',
  initialState,
  reducers: {
    matchupOpened: (state, action: PayloadAction<string>) => {
      state.openGameId = action.payload;
    },
    matchupClosed: (state) => {
      state.openGameId = null;
    },
    /** The arrows cycle through the card's shown bookmakers. */
    bookmakerCycled: (state, action: PayloadAction<{ gameId: string; step: 1 | -1 }>) => {
      const { gameId, step } = action.payload;
      state.bookmakerIndex[gameId] = (state.bookmakerIndex[gameId] ?? 0) + step;
    },
    /** The toolbar's checkbox: the payload is whether probabilities are now shown. */
    probabilitiesToggled: (state, action: PayloadAction<boolean>) => {
      state.probabilitiesShown = action.payload;
    },
    /** The toolbar's sort; an unknown value (a replayed log) is ignored. */
    sortChosen: (state, action: PayloadAction<MatchupSort>) => {
      if (isMatchupSort(action.payload)) state.sort = action.payload;
    },
    /** The toolbar's fair-odds method; an unknown one (a replayed log) is ignored. */
    devigMethodChosen: (state, action: PayloadAction<DevigMethod>) => {
      if (isDevigMethod(action.payload)) state.devigMethod = action.payload;
    },
    /** The toolbar's view: the cards or the best bets; an unknown one is ignored. */
    matchupViewChosen: (state, action: PayloadAction<MatchupView>) => {
      if (isMatchupView(action.payload)) state.view = action.payload;
    },
    /** The toolbar's "Detailed cards": the payload is the detail now shown; an unknown one is ignored. */
    cardDetailChosen: (state, action: PayloadAction<CardDetail>) => {
      if (isCardDetail(action.payload)) state.cardDetail = action.payload;
    },
    lineHistoryOpened: (state, action: PayloadAction<string>) => {
      state.lineHistoryGameId = action.payload;
    },
    lineHistoryClosed: (state) => {
      state.lineHistoryGameId = null;
    },
    /** The dialog's checkbox: the payload is whether the tables are now shown. */
    lineHistoryTableToggled: (state, action: PayloadAction<boolean>) => {
      state.lineHistoryTableShown = action.payload;
    },
  },
  extraReducers: (builder) => {
    // The open matchup and line history belong to the week and the visit they were opened in: a week
    // change, leaving the screen, Back and Forward close them, so they never reopen on return.
    builder
      .addCase(locationChanged, (state) => {
        state.openGameId = null;
        state.lineHistoryGameId = null;
      })
      .addCase(matchupsAddressRestored, (state, action) => {
        state.openGameId = null;
        state.lineHistoryGameId = null;
        const { sort, devig, view, cards } = action.payload;
        if (isMatchupSort(sort)) state.sort = sort;
        state.devigMethod = isDevigMethod(devig) ? devig : DEFAULT_DEVIG_METHOD;
        state.view = isMatchupView(view) ? view : DEFAULT_MATCHUP_VIEW;
        state.cardDetail = isCardDetail(cards) ? cards : DEFAULT_CARD_DETAIL;
      })
      .addCase(weekSelected, (state, action) => {
        if (seasonWeek(action.payload) === undefined) return;
        state.openGameId = null;
        state.lineHistoryGameId = null;
      });
  },
  selectors: {
    selectOpenGameId: (state) => state.openGameId,
    /** The book a card shows, of its `count` shown books: the one place the arrows' position wraps around. */
    selectBookmakerIndex: (state, gameId: string, count: number) => wrapIndex(state.bookmakerIndex[gameId] ?? 0, count),
    selectProbabilitiesShown: (state) => state.probabilitiesShown,
    selectMatchupSort: (state) => state.sort,
    selectDevigMethod: (state) => state.devigMethod,
    selectMatchupView: (state) => state.view,
    selectCardDetail: (state) => state.cardDetail,
    selectLineHistoryGameId: (state) => state.lineHistoryGameId,
    selectLineHistoryTableShown: (state) => state.lineHistoryTableShown,
  },
});

export const { matchupOpened, matchupClosed, bookmakerCycled, probabilitiesToggled, sortChosen } =
  matchupsSlice.actions;
export const { lineHistoryOpened, lineHistoryClosed, lineHistoryTableToggled } = matchupsSlice.actions;
export const { devigMethodChosen, matchupViewChosen, cardDetailChosen } = matchupsSlice.actions;
export const { selectDevigMethod, selectMatchupView, selectCardDetail } = matchupsSlice.selectors;
export const { selectOpenGameId, selectBookmakerIndex, selectProbabilitiesShown, selectMatchupSort } =
  matchupsSlice.selectors;
export const { selectLineHistoryGameId, selectLineHistoryTableShown } = matchupsSlice.selectors;
export default matchupsSlice;
