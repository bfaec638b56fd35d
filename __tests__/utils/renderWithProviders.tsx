import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../../src/app/AppProviders';
import { makeStore, type AppStore, type RootState } from '../../src/app/store';

interface ProviderOptions extends Omit<RenderOptions, 'queries'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  /** The location the memory router starts at. */
  route?: string;
  /** The route table; by default `ui` is rendered at every path. */
  routes?: RouteObject[];
}

/** Renders `ui` (or a route table) with a fresh store, the theme and a memory router. */
export function renderWithProviders(ui: ReactElement | null, options: ProviderOptions = {}) {
  const { preloadedState, store = makeStore(preloadedState), route = '/', routes, ...renderOptions } = options;
  const router = createMemoryRouter(routes ?? [{ path: '*', element: ui }], { initialEntries: [route] });
  const user = userEvent.setup();
  const result = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
    renderOptions,
  );
  return { store, router, user, ...result };
}
