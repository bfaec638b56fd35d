import { createListenerMiddleware } from '@reduxjs/toolkit';
import type { AppDispatch, AppStartListening, RootState } from './store';

/** The one listener instance; app/listeners.ts registers every listener on it. */
export const listenerMiddleware = createListenerMiddleware();

export const startAppListening: AppStartListening = listenerMiddleware.startListening.withTypes<
  RootState,
  AppDispatch
>();
