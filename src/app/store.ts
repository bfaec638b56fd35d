import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  type Middleware,
  type Reducer,
  type ThunkAction,
  type TypedStartListening,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { baseApi } from '../api/baseApi';
import type { QueryOptions } from '../api/resource';
import type { ComparisonViewState } from '../features/comparison/comparisonViewSlice';
import adminSlice from '../features/admin/adminSlice';
import authSlice from '../features/auth/authSlice';
import betSlipSlice from '../features/betSlip/betSlipSlice';
import comparisonSlice from '../features/comparison/comparisonSlice';
import connectionSlice from '../features/connection/connectionSlice';
import type { GameLogViewState } from '../features/gameLogs/gameLogsSlice';
import betOutboxSlice from '../features/myBets/betOutboxSlice';
import myBetsSlice from '../features/myBets/myBetsSlice';
import matchupsSlice from '../features/odds/matchupsSlice';
import playerDataSlice from '../features/playerData/playerDataSlice';
import propsSlice from '../features/props/propsSlice';
import stadiumsSlice from '../features/stadiums/stadiumsSlice';
import type { weatherApi } from '../features/stadiums/weatherApi';
import type { meApi } from '../features/myBets/meApi';
import teamProfilesSlice from '../features/teams/teamProfilesSlice';
import type { TeamRecordsState } from '../features/teams/teamRecordsSlice';
import themeSlice from '../features/theme/themeSlice';
import weekSlice from '../features/week/weekSlice';
import { listenerMiddleware } from './listenerMiddleware';
import { registerListeners } from './listeners';

/** The RTK Query caches: their code loads with the first screen that fetches, not with the app shell. */
interface ApiState {
  [baseApi.reducerPath]: ReturnType<typeof baseApi.reducer>;
  [weatherApi.reducerPath]: ReturnType<typeof weatherApi.reducer>;
  [meApi.reducerPath]: ReturnType<typeof meApi.reducer>;
}

/**
 * Slices that only a lazy screen uses, injected with its code (injectSlice): absent until then, so
 * their selectors read the slice's initial state in its place.
 */
interface LazySliceState {
  gameLogs: GameLogViewState;
  comparisonView: ComparisonViewState;
  teamRecords: TeamRecordsState;
}

const rootReducer = combineSlices(
  weekSlice,
  comparisonSlice,
  authSlice,
  adminSlice,
  playerDataSlice,
  matchupsSlice,
  betSlipSlice,
  stadiumsSlice,
  propsSlice,
  teamProfilesSlice,
  themeSlice,
  connectionSlice,
  betOutboxSlice,
  myBetsSlice,
).withLazyLoadedSlices<ApiState & LazySliceState>();

/**
 * The whole state. An API's cache exists from the first action after its code is injected, and only
 * code that imported the API (and so injected it) reads it; RTK Query's own selectors allow its absence.
 */
export type RootState = ReturnType<typeof rootReducer> & ApiState;

const dynamicMiddleware = createDynamicMiddleware();

export interface InjectableApi {
  reducerPath: string;
  reducer: Reducer;
  middleware: Middleware;
}

/**
 * Adds an API's reducer and middleware to every store (idempotent). The app calls it when a screen
 * that queries the API loads (app/screens.ts). Both are shared: the combined reducer updates in
 * place and the dynamic middleware serves every store.
 */
export function injectApi(api: InjectableApi): void {
  rootReducer.inject(api);
  dynamicMiddleware.addMiddleware(api.middleware);
}

export interface InjectableSlice {
  reducerPath: string;
  reducer: Reducer;
}

/** Adds a lazy screen's slice to every store (idempotent); the app calls it when the screen's code loads. */
export function injectSlice(slice: InjectableSlice): void {
  rootReducer.inject(slice);
}

const isProduction = process.env.NODE_ENV === 'production';

/**
 * The single store factory, for the app and for every test. The app-wide listeners are registered
 * here, explicitly; `queryOptions` reach every query (tests shorten the retry delay).
 */
export function makeStore(preloadedState?: Partial<RootState>, queryOptions: QueryOptions = {}) {
  registerListeners(injectApi);
  const store = configureStore({
    // The API caches are injected later (injectApi); the store is typed with them, as its readers see it.
    reducer: rootReducer as Reducer<RootState, UnknownAction, Partial<RootState>>,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: !isProduction,
        immutableCheck: !isProduction,
        thunk: { extraArgument: queryOptions },
      })
        .prepend(listenerMiddleware.middleware)
        .concat(dynamicMiddleware.middleware),
    devTools: { name: 'Gridline' },
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
/**
 * The listener middleware's startListening, typed: each feature's addXListeners takes it (app/listeners.ts passes it).
 */
export type AppStartListening = TypedStartListening<RootState, AppDispatch>;
export type AppThunk<Result = void> = ThunkAction<Result, RootState, unknown, UnknownAction>;
