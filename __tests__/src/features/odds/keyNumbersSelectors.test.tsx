import { screen, waitFor } from '@testing-library/react';
import { makeStore } from '../../../../src/app/store';
import { BUILT_IN_KEY_NUMBERS } from '../../../../src/config/keyNumbers';
import { MAX_KEY_MARGIN, type KeyNumberTable } from '../../../../src/domain/bettorMath/keyNumbers';
import { keyNumbersApi } from '../../../../src/features/odds/keyNumbersApi';
import { selectKeyNumbers } from '../../../../src/features/odds/keyNumbersSelectors';
import { useKeyNumbers } from '../../../../src/features/odds/useKeyNumbers';
import { sourcesApi, useGetSourcesQuery } from '../../../../src/features/sources/sourcesApi';
import type { DataSources } from '../../../../src/features/sources/types';
import { renderWithProviders } from '../../../utils/renderWithProviders';
import { API, countedJson, http, HttpResponse, server, setupMswServer } from '../../../utils/msw';

setupMswServer();

/** The real seasons' table as the server counts it (only its source and 3 matter here). */
const SERVED: KeyNumberTable = {
  ...BUILT_IN_KEY_NUMBERS,
  source: 'nflverse 2023–2024 (333 games)',
  games: 333,
  margins: BUILT_IN_KEY_NUMBERS.margins.with(3, 49 / 333),
};
const sources = (mode: DataSources['mode']): DataSources => ({ mode, resources: {} });

describe('BUILT_IN_KEY_NUMBERS', () => {
  // The build's table (scripts/builtInKeyNumbers.ts; here set up as webpack would inline it): 42 of 285 games by 3.
  it('is the 2023 season’s, counted at build time', () => {
    expect(BUILT_IN_KEY_NUMBERS).toMatchObject({ source: 'nflverse 2023 (285 games)', games: 285 });
    expect(BUILT_IN_KEY_NUMBERS.margins).toHaveLength(MAX_KEY_MARGIN + 1);
    expect(BUILT_IN_KEY_NUMBERS.margins[3]).toBeCloseTo(42 / 285, 12);
  });
});

describe('selectKeyNumbers', () => {
  function storeWith(mode: DataSources['mode'] | undefined, served: KeyNumberTable | undefined) {
    const store = makeStore();
    if (mode) {
      const entry = { endpointName: 'getSources', arg: undefined, value: sources(mode) } as const;
      store.dispatch(sourcesApi.util.upsertQueryEntries([entry]));
    }
    if (served) {
      const entry = { endpointName: 'getKeyNumbers', arg: undefined, value: served } as const;
      store.dispatch(keyNumbersApi.util.upsertQueryEntries([entry]));
    }
    return store;
  }

  it.each<[string, DataSources['mode'] | undefined, KeyNumberTable | undefined, KeyNumberTable]>([
    ['the real seasons’ table once nflverse is said and it has loaded', 'nflverse', SERVED, SERVED],
    ['the built-in table while the real one loads', 'nflverse', undefined, BUILT_IN_KEY_NUMBERS],
    ['the built-in table on the demo, whatever the cache holds', 'demo', SERVED, BUILT_IN_KEY_NUMBERS],
    ['the built-in table before /sources answers', undefined, SERVED, BUILT_IN_KEY_NUMBERS],
  ])('gives %s', (_name, mode, served, expected) => {
    expect(selectKeyNumbers(storeWith(mode, served).getState())).toBe(expected);
  });

  it('gives the same table again for a state that changed elsewhere', () => {
    const store = storeWith('nflverse', SERVED);
    const first = selectKeyNumbers(store.getState());
    store.dispatch({ type: 'test/somethingElseHappened' });
    expect(selectKeyNumbers(store.getState())).toBe(first);
  });
});

describe('useKeyNumbers', () => {
  function Probe() {
    useGetSourcesQuery(); // as the screens do
    return <p>{useKeyNumbers().source}</p>;
  }

  it('asks for the real seasons’ table in nflverse mode and uses it', async () => {
    const keyNumbers = countedJson('/keyNumbers', SERVED);
    server.use(
      http.get(`${API}/sources`, () => HttpResponse.json(sources('nflverse'))),
      keyNumbers.handler,
    );
    renderWithProviders(<Probe />);
    expect(await screen.findByText('nflverse 2023–2024 (333 games)')).toBeInTheDocument();
    expect(keyNumbers.count()).toBe(1);
  });

  it('never asks on the demo, and shows the built-in table', async () => {
    const demo = countedJson('/sources', sources('demo'));
    const keyNumbers = countedJson('/keyNumbers', SERVED);
    server.use(demo.handler, keyNumbers.handler);
    const { store } = renderWithProviders(<Probe />);
    await waitFor(() => expect(store.getState().api.queries['getSources(undefined)']?.status).toBe('fulfilled'));
    // Past the render and effects that follow the answer: a request would have been started by now.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('nflverse 2023 (285 games)')).toBeInTheDocument();
    expect(store.getState().api.queries['getKeyNumbers(undefined)']).toBeUndefined();
    expect(keyNumbers.count()).toBe(0);
  });

  it('keeps the built-in table when the real one is malformed', async () => {
    server.use(
      http.get(`${API}/sources`, () => HttpResponse.json(sources('nflverse'))),
      http.get(`${API}/keyNumbers`, () => HttpResponse.json({ ...SERVED, margins: [] })),
    );
    const { store } = renderWithProviders(<Probe />);
    await waitFor(() => expect(store.getState().api.queries['getKeyNumbers(undefined)']?.status).toBe('rejected'));
    expect(store.getState().api.queries['getKeyNumbers(undefined)']?.error).toMatchObject({
      message: 'The real seasons’ key numbers are unavailable',
    });
    expect(screen.getByText('nflverse 2023 (285 games)')).toBeInTheDocument();
  });
});
