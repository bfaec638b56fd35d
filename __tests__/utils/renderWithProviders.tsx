import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, type ReactElement } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useRoutes,
  type Location,
  type NavigateFunction,
  type RouteObject,
} from 'react-router-dom';
import { AppProviders } from '../../src/app/AppProviders';
import { makeStore, type AppStore, type RootState } from '../../src/app/store';
import { useLocationChanged } from '../../src/app/useLocationChanged';

interface ProviderOptions extends Omit<RenderOptions, 'queries'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  /** The location the memory router starts at. */
  route?: string;
  /** The route table; by default `ui` is rendered at every path. */
  routes?: RouteObject[];
}

/** Where the memory router is now, for assertions, and a way to move it (a link, Back: `navigate(-1)`). */
interface RouterProbe {
  state: { location: Location };
  navigate: NavigateFunction;
}

interface RouteTableProps {
  routes: RouteObject[];
  onLocation: (location: Location) => void;
  onNavigate: (navigate: NavigateFunction) => void;
}

function RouteTable({ routes, onLocation, onNavigate }: RouteTableProps) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => onLocation(location), [location, onLocation]);
  useLayoutEffect(() => onNavigate(navigate), [navigate, onNavigate]);
  useLocationChanged(); // as the app's routes do
  return useRoutes(routes);
}

/** Renders `ui` (or a route table) with a fresh store, the theme and a memory router. */
export function renderWithProviders(ui: ReactElement | null, options: ProviderOptions = {}) {
  const { preloadedState, store = makeStore(preloadedState), route = '/', routes, ...renderOptions } = options;
  const router: RouterProbe = {
    state: { location: { pathname: route, search: '', hash: '', state: null, key: 'default' } },
    navigate: () => {
      throw new Error('The router has not rendered yet');
    },
  };
  const user = userEvent.setup();
  const result = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[route]}>
        <RouteTable
          routes={routes ?? [{ path: '*', element: ui }]}
          onLocation={(location) => {
            router.state.location = location;
          }}
          onNavigate={(navigate) => {
            router.navigate = navigate;
          }}
        />
      </MemoryRouter>
    </AppProviders>,
    renderOptions,
  );
  return { store, router, user, ...result };
}
