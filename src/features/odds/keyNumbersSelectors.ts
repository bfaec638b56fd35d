import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { BUILT_IN_KEY_NUMBERS } from '../../config/keyNumbers';
import { selectDataMode } from '../sources/sourcesSelectors';
import { keyNumbersApi } from './keyNumbersApi';

const selectKeyNumbersEntry = keyNumbersApi.endpoints.getKeyNumbers.select();

/**
 * The key numbers the bettor's figures use: the real seasons' table once /sources says nflverse and it has loaded,
 * else the 2023 table built into the app (loading, failed, or the demo).
 */
export const selectKeyNumbers = createSelector(
  [selectDataMode, (state: RootState) => selectKeyNumbersEntry(state).data],
  (mode, served) => (mode === 'nflverse' && served ? served : BUILT_IN_KEY_NUMBERS),
);
