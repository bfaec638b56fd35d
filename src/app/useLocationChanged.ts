import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { useAppDispatch } from './hooks';
import { locationChanged } from '../lib/navigation';

/**
 * Tells the store each time the address moves (not the address the app starts at). In a layout
 * effect, so a modal that the move closes is never painted on the screen it lands on.
 */
export function useLocationChanged(): void {
  const { key, pathname, search } = useLocation();
  const navigationType = useNavigationType();
  const dispatch = useAppDispatch();
  const seen = useRef(key);
  useLayoutEffect(() => {
    if (seen.current === key) return;
    seen.current = key;
    dispatch(locationChanged({ pathname, search, navigationType }));
  }, [key, pathname, search, navigationType, dispatch]);
}
