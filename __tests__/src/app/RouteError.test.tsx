import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { RouteError } from '../../../src/app/RouteError';
import { routes } from '../../../src/app/routes';
import { AppLayout } from '../../../src/components/layout/AppLayout';
import { renderWithProviders } from '../../utils/renderWithProviders';

jest.mock('../../../src/lib/firebase', () => jest.requireActual('../../utils/fakeFirebase').fakeFirebase);

function Broken(): never {
  throw new Error('render failed');
}

function StaleChunk(): never {
  throw new Error('Loading chunk 582 failed.');
}

const table: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { path: '/broken', element: <Broken /> },
          { path: '/stale', element: <StaleChunk /> },
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
    expect(await screen.findByRole('heading', { level: 1, name: 'This screen could not be shown' })).toBeInTheDocument();
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
    const layout = routes.find((route) => route.children);
    const screens = layout?.children?.[0];
    expect(screens?.errorElement).toBeDefined();
    expect(screens?.children?.map((route) => route.path)).toEqual(['/nfl', '/player-props', '/player-data', '/team-data', '/stadiums', '*']);
    for (const route of routes.filter((r) => r.path)) expect(route.errorElement).toBeDefined();
  });
});
