import { Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { AppLayout } from './layout/AppLayout';
import { RouteBoundary } from './RouteBoundary';
import { GAME_PAGE_ROUTE, lazyScreen, PLAYER_LOG_ROUTE, screenLoaders } from './screens';
import { useLocationChanged } from './useLocationChanged';

const LandingScreen = lazyScreen(screenLoaders.landing);
const LoginScreen = lazyScreen(screenLoaders.login);
const MatchupsScreen = lazyScreen(screenLoaders['/nfl']);
const GameScreen = lazyScreen(screenLoaders[GAME_PAGE_ROUTE]);
const PlayerPropsScreen = lazyScreen(screenLoaders['/player-props']);
const PlayerDataScreen = lazyScreen(screenLoaders['/player-data']);
const PlayerLogScreen = lazyScreen(screenLoaders[PLAYER_LOG_ROUTE]);
const TeamProfilesScreen = lazyScreen(screenLoaders['/team-data']);
const StadiumsScreen = lazyScreen(screenLoaders['/stadiums']);
const MyBetsScreen = lazyScreen(screenLoaders['/my-bets']);
const NotFoundScreen = lazyScreen(screenLoaders.notFound);

/**
 * The routes of CONTRACT §2; each screen is its own lazily loaded chunk inside its own error
 * boundary. A declarative table (no data router): the app loads no data through the router.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <RouteBoundary>
        <LandingScreen />
      </RouteBoundary>
    ),
  },
  {
    path: '/login',
    element: (
      <RouteBoundary>
        <LoginScreen />
      </RouteBoundary>
    ),
  },
  {
    element: <AppLayout />,
    children: [
      {
        // A screen that fails shows its error inside the layout, so the header and navigation keep working.
        element: (
          <RouteBoundary>
            <Outlet />
          </RouteBoundary>
        ),
        children: [
          { path: '/nfl', element: <MatchupsScreen /> },
          { path: GAME_PAGE_ROUTE, element: <GameScreen /> },
          { path: '/player-props', element: <PlayerPropsScreen /> },
          {
            path: '/player-data',
            children: [
              { index: true, element: <PlayerDataScreen /> },
              // A player's game log, under the table it opens from: /player-data/{player_id}?season=…
              { path: PLAYER_LOG_ROUTE, element: <PlayerLogScreen /> },
            ],
          },
          { path: '/team-data', element: <TeamProfilesScreen /> },
          { path: '/stadiums', element: <StadiumsScreen /> },
          // From the account menu, not the header's five entries (issue #61).
          { path: '/my-bets', element: <MyBetsScreen /> },
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
    ],
  },
];

/** The routes, with every move of the address told to the store. */
export function AppRoutes() {
  useLocationChanged();
  return useRoutes(routes);
}
