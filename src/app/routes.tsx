import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AppLayout } from '../components/layout/AppLayout';
import { RouteError } from './RouteError';

const LandingScreen = lazy(() => import(/* webpackChunkName: "landing" */ '../features/landing/LandingScreen'));
const LoginScreen = lazy(() => import(/* webpackChunkName: "login" */ '../features/auth/LoginScreen'));
const MatchupsScreen = lazy(() => import(/* webpackChunkName: "matchups" */ '../features/odds/MatchupsScreen'));
const PlayerPropsScreen = lazy(() => import(/* webpackChunkName: "player-props" */ '../features/props/PlayerPropsScreen'));
const PlayerDataScreen = lazy(() => import(/* webpackChunkName: "player-data" */ '../features/playerData/PlayerDataScreen'));
const TeamProfilesScreen = lazy(() => import(/* webpackChunkName: "team-data" */ '../features/teams/TeamProfilesScreen'));
const StadiumsScreen = lazy(() => import(/* webpackChunkName: "stadiums" */ '../features/stadiums/StadiumsScreen'));
const NotFoundScreen = lazy(() => import(/* webpackChunkName: "not-found" */ './NotFoundScreen'));

/** The routes of CONTRACT §2; each screen is its own lazily loaded chunk. */
export const routes: RouteObject[] = [
  { path: '/', element: <LandingScreen />, errorElement: <RouteError /> },
  { path: '/login', element: <LoginScreen />, errorElement: <RouteError /> },
  {
    element: <AppLayout />,
    children: [
      {
        // A screen that fails shows its error inside the layout, so the header and navigation keep working.
        errorElement: <RouteError />,
        children: [
          { path: '/nfl', element: <MatchupsScreen /> },
          { path: '/player-props', element: <PlayerPropsScreen /> },
          { path: '/player-data', element: <PlayerDataScreen /> },
          { path: '/team-data', element: <TeamProfilesScreen /> },
          { path: '/stadiums', element: <StadiumsScreen /> },
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
    ],
  },
];
