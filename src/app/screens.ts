import type { ComponentType } from 'react';
import { injectApi, type InjectableApi } from './store';

/** The APIs screens query, each on the chunks of the screens that need it. */
const productApi = () => import('../api/baseApi').then((module) => module.baseApi);
const weatherApi = () => import('../features/stadiums/weatherApi').then((module) => module.weatherApi);

type ScreenModule = Promise<{ default: ComponentType }>;

/**
 * A screen's code and the API it queries, loaded together; the API joins the store (injectApi)
 * before the screen renders, so nothing registers itself on the store by being imported.
 */
const screen = (load: () => ScreenModule, api?: () => Promise<InjectableApi>) => (): ScreenModule =>
  api ? Promise.all([load(), api().then(injectApi)]).then(([module]) => module) : load();

/**
 * Each screen's code, on its own chunk (webpack names them). The routes render them lazily; the
 * header preloads one when a pointer or the keyboard reaches its link, so the likely next screen is
 * usually in the browser before the click.
 */
export const screenLoaders = {
  landing: screen(() => import(/* webpackChunkName: "landing" */ '../features/landing/LandingScreen')),
  login: screen(() => import(/* webpackChunkName: "login" */ '../features/auth/LoginScreen')),
  '/nfl': screen(() => import(/* webpackChunkName: "matchups" */ './pages/MatchupsPage'), productApi),
  '/player-props': screen(() => import(/* webpackChunkName: "player-props" */ './pages/PlayerPropsPage'), productApi),
  '/player-data': screen(() => import(/* webpackChunkName: "player-data" */ './pages/PlayerDataPage'), productApi),
  '/team-data': screen(() => import(/* webpackChunkName: "team-data" */ '../features/teams/TeamProfilesScreen'), productApi),
  '/stadiums': screen(() => import(/* webpackChunkName: "stadiums" */ '../features/stadiums/StadiumsScreen'), weatherApi),
  notFound: screen(() => import(/* webpackChunkName: "not-found" */ './NotFoundScreen')),
};

/** Starts loading a screen's code; a failure here is left to the route itself (it retries the load). */
export function preloadScreen(path: string): void {
  if (!Object.hasOwn(screenLoaders, path)) return;
  screenLoaders[path as keyof typeof screenLoaders]().catch(() => undefined);
}
