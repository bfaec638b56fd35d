import { GAME_MARKETS, PROP_MARKETS, PROPS_TTL_MS, SCORES_IDLE_TTL_MS, SCORES_LIVE_TTL_MS } from './config';

const HOUR = 3_600_000;
/** The Odds API's price of `/scores?daysFrom=…` (its docs: 2 credits with daysFrom, 1 without). */
const SCORES_CREDITS = 2;
/** A regular-season week's games at most. */
const WEEK_GAMES = 16;

/** The most credits an hour costs at a lifetime, each resource asked as often as it may be (a screen always open). */
export interface HourlyCredits {
  odds: number;
  scoresIdle: number;
  scoresLive: number;
  /** A full week's props, every game's asked once per lifetime. */
  props: number;
}

/** CONTRACT §10's cadences priced: markets × regions (one region, `us`) per odds or event request. */
export function creditsPerHour(oddsTtlMs: number): HourlyCredits {
  const per = (ttlMs: number) => HOUR / ttlMs;
  return {
    odds: per(oddsTtlMs) * GAME_MARKETS.length,
    scoresIdle: per(SCORES_IDLE_TTL_MS) * SCORES_CREDITS,
    scoresLive: per(SCORES_LIVE_TTL_MS) * SCORES_CREDITS,
    props: per(PROPS_TTL_MS) * WEEK_GAMES * PROP_MARKETS.length,
  };
}

/** The README's sentence of what the defaults cost, from the figures above. */
export function costText(oddsTtlMs: number): string {
  const { odds, scoresIdle, scoresLive, props } = creditsPerHour(oddsTtlMs);
  const day = (odds + scoresIdle + props) * 24;
  return (
    `At the default lifetimes, with a screen open all hour: odds ${odds} credits an hour (one request every ` +
    `${oddsTtlMs / 60_000} minutes × ${GAME_MARKETS.length} markets), scores ${scoresIdle} an hour (${scoresLive} while a game is ` +
    `in play, once a minute), props at most ${props} an hour (${WEEK_GAMES} games × ${PROP_MARKETS.length} markets every ` +
    `${PROPS_TTL_MS / HOUR} h); a day of it without games in play is at most ${day} credits.`
  );
}
