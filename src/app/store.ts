import { combineSlices, configureStore, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '../api/baseApi';
import adminSlice from '../features/admin/adminSlice';
import authSlice from '../features/auth/authSlice';
import comparisonSlice from '../features/comparison/comparisonSlice';
import matchupsSlice from '../features/odds/matchupsSlice';
import playerDataSlice from '../features/playerData/playerDataSlice';
import propsSlice from '../features/props/propsSlice';
import stadiumsSlice from '../features/stadiums/stadiumsSlice';
import { weatherApi } from '../features/stadiums/weatherApi';
import teamProfilesSlice from '../features/teams/teamProfilesSlice';
import weekSlice from '../features/week/weekSlice';
import { listenerMiddleware } from './listenerMiddleware';
import { registerListeners } from './listeners';

const rootReducer = combineSlices(
  baseApi,
  weatherApi,
  weekSlice,
  comparisonSlice,
  authSlice,
  adminSlice,
  playerDataSlice,
  matchupsSlice,
  stadiumsSlice,
  propsSlice,
  teamProfilesSlice,
);

export type RootState = ReturnType<typeof rootReducer>;

const isProduction = process.env.NODE_ENV === 'production';

/** The single store factory, for the app and for every test. */
export function makeStore(preloadedState?: Partial<RootState>) {
  registerListeners();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ serializableCheck: !isProduction, immutableCheck: !isProduction })
        .prepend(listenerMiddleware.middleware)
        .concat(baseApi.middleware, weatherApi.middleware),
    devTools: { name: 'Gridline' },
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<Result = void> = ThunkAction<Result, RootState, unknown, UnknownAction>;
