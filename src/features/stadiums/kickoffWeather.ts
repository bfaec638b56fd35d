import { findTeam, type RoofType } from '../../domain/teams';
import { shownWindMph, weatherImpact, weatherView } from './stadiumRules';
import { weatherArgOf } from './stadiumsSelectors';
import type { ForecastEntry } from './types';
import type { WeatherArg } from './weatherApi';

const HOUR_MS = 3_600_000;
/** OpenWeatherMap's 5 day / 3 hour forecast: 40 entries 3 h apart, the first at the time it is made. */
export const FORECAST_STEP_MS = 3 * HOUR_MS;
export const FORECAST_ENTRIES = 40;
/** From the first entry to the last. */
export const FORECAST_SPAN_MS = (FORECAST_ENTRIES - 1) * FORECAST_STEP_MS;
/** Within half a step after the last entry, that entry is as near to kickoff as one inside the window would be. */
const LAST_EDGE_MS = FORECAST_STEP_MS / 2;

export type ForecastPick =
  { kind: 'entry'; entry: ForecastEntry } | { kind: 'later' } | { kind: 'earlier' } | { kind: 'empty' };

/**
 * The entry nearest kickoff (the earlier of two as near) when kickoff is within the forecast's
 * window: from a step before its first entry (a forecast may start at the next 3-hour mark) to half
 * a step after its last. 'later' beyond the window, 'earlier' before it, 'empty' without entries.
 */
export function entryNearestKickoff(entries: readonly ForecastEntry[], kickoff: number): ForecastPick {
  const first = entries[0];
  const last = entries[entries.length - 1];
  if (!first || !last) return { kind: 'empty' };
  if (kickoff > last.at + LAST_EDGE_MS) return { kind: 'later' };
  if (kickoff < first.at - FORECAST_STEP_MS) return { kind: 'earlier' };
  const entry = entries.reduce((best, next) =>
    Math.abs(next.at - kickoff) < Math.abs(best.at - kickoff) ? next : best,
  );
  return { kind: 'entry', entry };
}

/** The moment from which a forecast made then reaches kickoff (its last entry within half a step of it). */
export const forecastReachesFrom = (kickoff: number): number => kickoff - FORECAST_SPAN_MS - LAST_EDGE_MS;

/** Where a game stands for its forecast: played (kicked off), within a forecast made now, or beyond it. */
export type KickoffPhase = 'played' | 'inReach' | 'beyondReach';

export function kickoffPhase(kickoff: number, now: number): KickoffPhase {
  if (!(kickoff > now)) return 'played'; // an unparseable kickoff too: nothing to forecast
  return now >= forecastReachesFrom(kickoff) ? 'inReach' : 'beyondReach';
}

/**
 * Whether a card asks for its stadium's forecast: weather can reach the field, the game is to come and a forecast made
 * now reaches it.
 */
export function wantsForecast(roof: RoofType, kickoff: number, now: number): boolean {
  return weatherImpact(roof, undefined)?.kind !== 'dome' && kickoffPhase(kickoff, now) === 'inReach';
}

/** A game as the card knows it: its home team (whose stadium it is) and kickoff. */
export interface KickoffGame {
  home_team: string;
  commence_time: string;
}

/** The stadiums whose forecasts the week's cards need, once each (two teams share a stadium). */
export function forecastRequests(games: readonly KickoffGame[], now: number): WeatherArg[] {
  const byStadium = new Map<string, WeatherArg>();
  for (const game of games) {
    const team = findTeam(game.home_team);
    if (team && wantsForecast(team.stadium_roof_type, Date.parse(game.commence_time), now)) {
      byStadium.set(team.stadium_id, weatherArgOf(team));
    }
  }
  return [...byStadium.values()];
}

/** What a card says of the weather at kickoff; `roofMayClose` for a retractable roof. */
export type KickoffWeatherView =
  | { kind: 'none' }
  | { kind: 'indoors' }
  | { kind: 'pending' | 'unavailable'; roofMayClose: boolean }
  | { kind: 'later'; from: string; roofMayClose: boolean }
  /** `windNote`: the stadium screen's wind flag, when the kickoff wind reaches WINDY_MPH outdoors. */
  | { kind: 'forecast'; temp: string; wind: string; precipitation: string; windNote?: string; roofMayClose: boolean };

/** The stadium's forecast query as far as it got. */
export interface ForecastState {
  entries?: readonly ForecastEntry[];
  failed: boolean;
}

const dayFormats = new Map<string | undefined, Intl.DateTimeFormat>();
/** 'Sep 16' in the given (default: the browser's) time zone. */
export function dayLabel(at: number, timeZone?: string): string {
  let format = dayFormats.get(timeZone);
  if (!format)
    dayFormats.set(timeZone, (format = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone })));
  return format.format(at);
}

/**
 * The card's kickoff weather (`phase`: kickoffPhase at the time shown): indoors under a fixed dome;
 * nothing once the game has kicked off;
 * the day a forecast first reaches a later kickoff; else the forecast entry nearest kickoff, with the
 * stadium screen's wind flag (weatherImpact) and a retractable roof's note.
 */
export function kickoffWeather(
  roof: RoofType,
  kickoff: number,
  phase: KickoffPhase,
  forecast: ForecastState,
  timeZone?: string,
): KickoffWeatherView {
  const roofNote = weatherImpact(roof, undefined)?.kind;
  if (roofNote === 'dome') return { kind: 'indoors' };
  const roofMayClose = roofNote === 'retractable';
  if (phase === 'played') return { kind: 'none' };
  const later = { kind: 'later', from: dayLabel(forecastReachesFrom(kickoff), timeZone), roofMayClose } as const;
  if (phase === 'beyondReach') return later;
  if (!forecast.entries) return { kind: forecast.failed ? 'unavailable' : 'pending', roofMayClose };
  const pick = entryNearestKickoff(forecast.entries, kickoff);
  if (pick.kind === 'later') return later;
  if (pick.kind !== 'entry') return { kind: 'unavailable', roofMayClose };
  const { temp, wind } = weatherView(pick.entry);
  const note = weatherImpact(roof, shownWindMph(pick.entry.windSpeed));
  return {
    kind: 'forecast',
    temp,
    wind,
    precipitation: `${Math.round(pick.entry.pop * 100)}%`,
    ...(note?.kind === 'wind' ? { windNote: note.text } : {}),
    roofMayClose,
  };
}
