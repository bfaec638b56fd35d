import { WINDY_MPH } from '../../config/constants';
import { TEAMS, type RoofType, type TeamRecord } from '../../domain/teams';
import type { Weather } from './types';
import { lazy } from '../../domain/lazy';

/**
 * The Teams panel's order: alphabetical by team_name (the nickname, so '49ers' leads and 'Bears'
 * follows). The names are capitalised ASCII words, whose code units sort as English collation does
 * (a test holds the two equal): a page's first collation loads ICU's data, tens of milliseconds in
 * one task on a phone, before the panel could render.
 */
export function stadiumTeams(): TeamRecord[] {
  return [...TEAMS].sort((a, b) => (a.team_name < b.team_name ? -1 : a.team_name > b.team_name ? 1 : 0));
}

/** The record's image when it is an absolute URL, else `{baseUrl}/{stadium_id}.jpg`. */
export function stadiumImageUrl(team: TeamRecord, baseUrl: string): string {
  if (team.stadium_image.startsWith('http')) return team.stadium_image;
  return `${baseUrl.replace(/\/+$/, '')}/${team.stadium_id}.jpg`;
}

/**
 * Display text for a data word: underscores become spaces, the first letter is capitalised ('retractable_dome' →
 * 'Retractable dome').
 */
export function capitalizeFirst(text: string): string {
  const spaced = text.replace(/_/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

const capacityFormat = lazy(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }));

/** 76416 → '76,416' */
export function formatCapacity(n: number): string {
  return capacityFormat().format(n);
}

export const COMPASS_POINTS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
export type CompassPoint = (typeof COMPASS_POINTS)[number];

const normalizeDegrees = (deg: number): number => ((deg % 360) + 360) % 360;

/** The 8-point compass sector (45° wide, centred on each point) holding the bearing; N covers [337.5, 22.5). */
export function compassPoint(deg: number): CompassPoint {
  const sector = Math.floor((normalizeDegrees(deg) + 22.5) / 45) % 8;
  // Only a non-finite bearing misses the table.
  return COMPASS_POINTS[sector] ?? 'N';
}

/**
 * The clockwise CSS rotation, in [0, 360), for an upward arrow glyph ('↑') so that it points where
 * the wind blows to: the meteorological bearing names where it comes from, hence + 180.
 */
export function windArrowRotation(deg: number): number {
  return normalizeDegrees(deg + 180);
}

export interface WeatherView {
  description: string;
  temp: string;
  wind: string;
  direction: CompassPoint;
  degrees: string;
  arrowRotation: number;
}

/** The wind speed as shown (whole mph): what the wind flag is judged on, so it never contradicts the reading. */
export const shownWindMph = (speed: number): number => Math.round(speed);

export function weatherView(w: Weather): WeatherView {
  return {
    description: capitalizeFirst(w.description),
    temp: `${Math.round(w.temp)}°F`,
    wind: `${shownWindMph(w.windSpeed)} mph`,
    direction: compassPoint(w.windDeg),
    degrees: `${Math.round(w.windDeg)}°`,
    arrowRotation: windArrowRotation(w.windDeg),
  };
}

export interface WeatherNote {
  kind: 'dome' | 'retractable' | 'wind';
  text: string;
}

/**
 * What the weather means for play: a fixed dome shuts it out, a retractable roof may be closed, and
 * outdoors a wind of WINDY_MPH or more is flagged. The roof notes need no reading (`windMph` undefined).
 */
export function weatherImpact(roof: RoofType, windMph: number | undefined): WeatherNote | undefined {
  if (roof === 'dome') return { kind: 'dome', text: 'Fixed dome: weather does not affect play' };
  if (roof === 'retractable_dome') return { kind: 'retractable', text: 'Retractable roof: the roof may be closed' };
  if (windMph !== undefined && windMph >= WINDY_MPH)
    return { kind: 'wind', text: 'Wind may affect passing and kicking' };
  return undefined;
}
