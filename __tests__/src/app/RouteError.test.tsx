import { screen } from '@testing-library/react';
import { isValidElement } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { RouteBoundary } from '../../../src/app/RouteBoundary';
import { routes } from '../../../src/app/routes';
import { AppLayout } from '../../../src/app/layout/AppLayout';
import { renderWithProviders } from '../../utils/renderWithProviders';

jest.mock('../../../src/lib/firebase', () => jest.requireActual('../../utils/fakeFirebase').fakeFirebase);

function Broken(): never {
  throw new Error('render failed');
}

function StaleChunk(): never {
  throw new Error('Loading chunk 582 failed.');
}

let flakyFails = true;
function Flaky() {
  if (flakyFails) throw new Error('render failed');
  return <h1>Recovered</h1>;
}

const table: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      {
        element: (
          <RouteBoundary>
            <Outlet />
          </RouteBoundary>
        ),
        children: [
          { path: '/broken', element: <Broken /> },
          { path: '/stale', element: <StaleChunk /> },
          { path: '/flaky', element: <Flaky /> },
          { path: '/nfl', element: <h1>This week</h1> },
        ],
      },
    ],
  },
];

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('a screen that fails', () => {
  it('shows a short message with a way to retry, inside the layout whose navigation keeps working', async () => {
    const { user } = renderWithProviders(null, { route: '/broken', routes: table });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This screen could not be shown' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await user.click(screen.getByRole('navigation', { name: 'Main' }).querySelector('a[href="/nfl"]') as HTMLElement);
    expect(await screen.findByRole('heading', { level: 1, name: 'This week' })).toBeInTheDocument();
  });

  it('offers a reload when a screen chunk is gone after a new deployment', async () => {
    renderWithProviders(null, { route: '/stale', routes: table });
    expect(await screen.findByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByText('A newer version of Gridline is available. Reload to get it.')).toBeInTheDocument();
  });

  it('covers every route of the app', () => {
    const inBoundary = (route: RouteObject | undefined) =>
      isValidElement(route?.element) && route.element.type === RouteBoundary;
    const layout = routes.find((route) => route.children);
    const screens = layout?.children?.[0];
    expect(inBoundary(screens)).toBe(true);
    expect(screens?.children?.map((route) => route.path)).toEqual([
      '/nfl',
      '/nfl/games/:gameId',
      '/player-props',
      '/player-data',
      '/team-data',
      '/stadiums',
      '/my-bets',
      '*',
    ]);
    for (const route of routes.filter((r) => r.path)) expect(inBoundary(route)).toBe(true);
  });

  it('renders the screen again on Try again, and clears the error on another screen', async () => {
    flakyFails = true;
    const { user } = renderWithProviders(null, { route: '/flaky', routes: table });
    await screen.findByRole('heading', { level: 1, name: 'This screen could not be shown' });
    flakyFails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Recovered' })).toBeInTheDocument();
  });
});
