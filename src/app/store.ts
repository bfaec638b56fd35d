import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '../api/baseApi';
import { listenerMiddleware } from './listenerMiddleware';

const rootReducer = combineSlices(baseApi);

export type RootState = ReturnType<typeof rootReducer>;

const isProduction = process.env.NODE_ENV === 'production';

/** The single store factory, for the app and for every test. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ serializableCheck: !isProduction, immutableCheck: !isProduction })
        .prepend(listenerMiddleware.middleware)
        .concat(baseApi.middleware),
    devTools: { name: 'Gridline' },
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
