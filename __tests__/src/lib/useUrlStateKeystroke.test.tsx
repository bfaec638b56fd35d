import { act } from '@testing-library/react';
import { useCallback } from 'react';
import type * as ReactRouterDom from 'react-router-dom';
import type { NavigateFunction, NavigateOptions, To } from 'react-router-dom';
import { makeStore } from '../../../src/app/store';
import { UrlState } from '../../../src/lib/useUrlState';
import {
  groupChosen,
  searchChanged,
  selectPlayerSearch,
  selectPositionGroup,
} from '../../../src/features/playerData/playerDataSlice';
import { playerDataUrl } from '../../../src/features/playerData/playerDataUrl';
import { renderWithProviders } from '../../utils/renderWithProviders';

jest.mock('../../../src/lib/firebase', () => jest.requireActual('../../utils/fakeFirebase').fakeFirebase);

/** Runs once right after the address is asked to move, before the router (in a transition) commits it. */
let mockAfterNavigate: ((to: To) => void) | undefined;
jest.mock('react-router-dom', () => {
  const actual = jest.requireActual<typeof ReactRouterDom>('react-router-dom');
  return {
    ...actual,
    useNavigate: () => {
      const navigate = actual.useNavigate();
      return useCallback(
        ((to: To | number, options?: NavigateOptions) => {
          const moved = typeof to === 'number' ? navigate(to) : navigate(to, options);
          if (typeof to !== 'number') mockAfterNavigate?.(to);
          return moved;
        }) as NavigateFunction,
        [navigate],
      );
    },
  };
});

describe('the address and a keystroke typed at once', () => {
  it('keeps a keystroke the reader typed before the router committed the entry for the last change', () => {
    const store = makeStore();
    const { router } = renderWithProviders(null, {
      store,
      route: '/player-data',
      routes: [{ path: '*', element: <UrlState binding={playerDataUrl} /> }],
    });
    // The position is chosen; as its entry is written, and before the router shows it, a key is typed.
    mockAfterNavigate = (to) => {
      if (typeof to === 'object' && to.search?.includes('group=QB')) {
        mockAfterNavigate = undefined;
        store.dispatch(searchChanged('a'));
      }
    };
    act(() => {
      store.dispatch(groupChosen('QB'));
    });
    expect(mockAfterNavigate).toBeUndefined(); // the keystroke came in between
    expect(selectPositionGroup(store.getState())).toBe('QB');
    expect(selectPlayerSearch(store.getState())).toBe('a');
    expect(router.state.location.search).toBe('?q=a&group=QB');
  });
});
