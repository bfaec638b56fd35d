/**
 * Each screen's code, on its own chunk (webpack names them). The routes render them lazily; the
 * header preloads one when a pointer or the keyboard reaches its link, so the likely next screen is
 * usually in the browser before the click.
 */
export const screenLoaders = {
  landing: () => import(/* webpackChunkName: "landing" */ '../features/landing/LandingScreen'),
  login: () => import(/* webpackChunkName: "login" */ '../features/auth/LoginScreen'),
  '/nfl': () => import(/* webpackChunkName: "matchups" */ '../features/odds/MatchupsScreen'),
  '/player-props': () => import(/* webpackChunkName: "player-props" */ '../features/props/PlayerPropsScreen'),
  '/player-data': () => import(/* webpackChunkName: "player-data" */ '../features/playerData/PlayerDataScreen'),
  '/team-data': () => import(/* webpackChunkName: "team-data" */ '../features/teams/TeamProfilesScreen'),
  '/stadiums': () => import(/* webpackChunkName: "stadiums" */ '../features/stadiums/StadiumsScreen'),
  notFound: () => import(/* webpackChunkName: "not-found" */ './NotFoundScreen'),
};

/** Starts loading a screen's code; a failure here is left to the route itself (it retries the load). */
export function preloadScreen(path: string): void {
  if (!Object.hasOwn(screenLoaders, path)) return;
  screenLoaders[path as keyof typeof screenLoaders]().catch(() => undefined);
}
