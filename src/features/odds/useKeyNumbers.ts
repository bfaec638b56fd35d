import { useAppSelector } from '../../app/hooks';
import type { KeyNumberTable } from '../../domain/bettorMath/keyNumbers';
import { selectDataMode } from '../sources/sourcesSelectors';
import { useGetKeyNumbersQuery } from './keyNumbersApi';
import { selectKeyNumbers } from './keyNumbersSelectors';

/**
 * The key-number table for a screen's figures (selectKeyNumbers). The real seasons' table is asked for only once the
 * screen's /sources answer says nflverse, so the demo never asks; the screen asks for /sources itself.
 */
export function useKeyNumbers(): KeyNumberTable {
  const mode = useAppSelector(selectDataMode);
  useGetKeyNumbersQuery(undefined, { skip: mode !== 'nflverse' });
  return useAppSelector(selectKeyNumbers);
}
