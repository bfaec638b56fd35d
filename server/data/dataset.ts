import type { KeyNumberTable } from '../../src/domain/bettorMath/keyNumbers';
import { seasonInProgress } from '../../src/domain/calendar';
import { formatOpener } from '../../src/domain/week';
import { defenseHistory, defenseVsPosition } from './defenseVsPosition';
import { forecastAt } from './forecast';
import { completedGames, completedInWeek, logsOfPlayers, logsOfWeek, seasonRows } from './gameLogs';
import { weekBooks, type GameBooks } from './odds';
import { latestOdds, latestOddsVersion, oddsHistory, openingOdds } from './oddsAnswers';
import { buildProps, rolePriors } from './props';
import { computeUnitRanks, powerRankings, unitRankings } from './rankings';
import { teamRatings } from './ratings';
import { hexFor } from './random';
import { records } from './results';
import { buildRosters } from './roster';
import { latestSnapshot } from './season/linePath';
import { playSeason, type PlayedGame, type SeasonPlay } from './season/playSeason';
import type { Schedule } from './schedule';
import { weekScores, weekScoresVersion } from './scores';
import { renderStadiumImage } from './stadiumImage';
import { FIRST_DEMO_SEASON, seasonOpener, WEEKS } from './time';
import type {
  DefenseHistory,
  DefenseVsPosition,
  GameLogRow,
  OddsHistory,
  OwmForecast,
  ScoreEvent,
  SourcesAnswer,
} from './researchTypes';
import type {
  OddsEvent,
  OwmCurrentWeather,
  PlayerPropRecord,
  PlayerStatRow,
  PowerRankingEntry,
  Season,
  UnitRankingEntry,
} from './types';
import { weatherAt } from './weather';

/**
 * What every route reads, whoever fills it: the demo season (createDataset) or the real seasons
 * (server/sources/nflverse). Every clocked function takes `now` in ms; left out, the clock is past
 * every season (all played, closing lines).
 */
export interface Dataset {
  /** Newest first. */
  seasons: Season[];
  /** The current season's opener (YYYY-MM-DD), whose weeks the clocked routes count; absent when there is none. */
  opener?: string;
  /**
   * How often the served seasons' games ended by each margin (GET /api/keyNumbers), counted once at start; absent for
   * the demo, whose margins are simulated, and for real seasons with too few final games to measure.
   */
  keyNumbers?: KeyNumberTable;
  /** The current season's unit ranks at `now`. */
  unitRankings(now?: number): Record<string, UnitRankingEntry[]>;
  /** Records from the current season's games final at `now`. */
  powerRankings(now?: number): PowerRankingEntry[];
  /** Season rows: the sums of each player's game rows of the games final at `now`. */
  playerStats(seasonId: string, now?: number): PlayerStatRow[] | undefined;
  /** A 2025 week's games (scrambled order) with each one's latest line at `now`; [] for any other week. */
  oddsForWeek(week: number, now?: number): OddsEvent[];
  openingOddsForWeek(week: number): OddsEvent[];
  /** Any season's game, by its id: its line snapshots up to `now`. */
  oddsHistory(eventId: string, now?: number): OddsHistory | undefined;
  scoresForWeek(week: number, now?: number): ScoreEvent[];
  gameLogsOfPlayers(seasonId: string, playerIds: readonly string[], now?: number): GameLogRow[] | undefined;
  gameLogsOfWeek(seasonId: string, week: number, now?: number): GameLogRow[] | undefined;
  defenseVsPosition(seasonId: string, now?: number): DefenseVsPosition | undefined;
  /** The defence ranks as they stood before each week of the season. */
  defenseHistory(seasonId: string, now?: number): DefenseHistory | undefined;
  propsForWeek(week: number): PlayerPropRecord[];
  weatherAt(lat: number, lon: number, at: Date): OwmCurrentWeather;
  forecastAt(lat: number, lon: number, at: Date): OwmForecast;
  stadiumImage(stadiumId: string): Buffer | undefined;
  /** What each clocked answer depends on: equal versions, equal answers (the server encodes once per version). */
  versions: {
    season(seasonId: string, now: number): number;
    /** The rankings' (the current season's games final at `now`). */
    rankings(now: number): number;
    week(seasonId: string, week: number, now: number): number;
    odds(week: number, now: number): string;
    scores(week: number, now: number): string;
    /** The game's latest snapshot index (-1 before its opening line); undefined for an unknown id. */
    history(eventId: string, now: number): number | undefined;
    /** The week's props (absent: they never change). */
    props?(week: number): string;
  };
  /** What serves each resource (GET /api/sources). */
  sources(): SourcesAnswer;
  /**
   * Asks a live provider for a resource when its answer is due (CONTRACT §10), before a route reads
   * it; one request serves every browser. `now` is the app's clock (what has kicked off, when a line
   * was seen). Absent where nothing is live (the demo, nflverse alone).
   */
  refresh?(resource: LiveResource, week: number, now: number): Promise<void>;
}

/**
 * The resources a live provider serves, which a request may ask it for first; 'rankings' are counted from the scores
 * where the provider gives them.
 */
export type LiveResource = 'odds' | 'scores' | 'props' | 'rankings';

/** The demo season's dataset, with what its own tests read of its story. */
export interface DemoDataset extends Dataset {
  /** The played seasons, for tests of the dataset's own story. */
  play(seasonId: string): SeasonPlay | undefined;
  /** The current season's schedule. */
  schedule: Schedule;
}

const DEMO_SOURCE = { source: 'demo', as_of: null, status: 'ok' } as const;
/** The demo serves every resource itself. */
const DEMO_SOURCES: SourcesAnswer = {
  mode: 'demo',
  resources: { odds: DEMO_SOURCE, scores: DEMO_SOURCE, props: DEMO_SOURCE, stats: DEMO_SOURCE, weather: DEMO_SOURCE },
};

export const DEFAULT_SEED = 20250904;
const END = Number.POSITIVE_INFINITY;

/**
 * The demo's season at `now` (issue #59): the season in progress by the NFL's calendar (src/domain/calendar.ts), or
 * the one SEASON_OPENER pins; never before 2025, the demo's first.
 */
export function demoSeasonAt(now: number, fixedOpener?: Date): number {
  return Math.max(FIRST_DEMO_SEASON, seasonInProgress(now, fixedOpener).season);
}

/**
 * The three latest seasons up to `current`, newest first. Season ids do not depend on the seed, so a client's cached
 * season list stays valid.
 */
function seasonList(current: number): readonly Season[] {
  return [current, current - 1, current - 2].map((season) => ({
    id: hexFor(`gridline:season:${season}`, 12),
    label: String(season),
  }));
}

function isWeek(week: number): boolean {
  return Number.isInteger(week) && week >= 1 && week <= WEEKS;
}

function memo<K, V>(cache: Map<K, V>, key: K, make: () => V): V {
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const made = make();
  cache.set(key, made);
  return made;
}

/**
 * The demo dataset: three played seasons up to `season` (the current one, whose weeks the odds, scores, props and
 * rankings are of), a pure function of the seed and the season; answers are a pure function of them and the clock.
 */
export function createDataset(seed: number = DEFAULT_SEED, season: number = FIRST_DEMO_SEASON): DemoDataset {
  if (!Number.isInteger(season) || season < FIRST_DEMO_SEASON)
    throw new Error(`The demo's seasons start at ${FIRST_DEMO_SEASON}, got ${season}`);
  const seasons = seasonList(season);
  const rosters = buildRosters(seed, season);
  const plays = new Map<string, SeasonPlay>();
  for (const { id, label } of seasons) {
    const year = Number(label);
    plays.set(id, playSeason(seed, year, id, rosters.get(year) ?? [], teamRatings(seed, year)));
  }
  const current = plays.get(seasons[0]?.id ?? '');
  const previous = plays.get(seasons[1]?.id ?? '');
  if (!current || !previous) throw new Error('no current season');
  const ratings = teamRatings(seed, season);
  const ranks = computeUnitRanks(seed, ratings, season);
  const priors = rolePriors(previous);
  const units = unitRankings(ranks);

  const byId = new Map<string, { play: SeasonPlay; game: PlayedGame }>();
  for (const play of plays.values()) for (const game of play.games) byId.set(game.id, { play, game });
  const books = new Map<string, GameBooks[]>();
  const booksOf = (play: SeasonPlay, week: number) =>
    memo(books, `${play.seasonId}:${week}`, () => weekBooks(seed, play.weeks[week - 1] ?? []));
  const setupOf = (eventId: string) => {
    const found = byId.get(eventId);
    return found && booksOf(found.play, found.game.week).find((setup) => setup.game === found.game);
  };
  const finalRows = new Map<string, PlayerStatRow[]>();
  const lastFinal = (play: SeasonPlay) => play.games.at(-1)?.finalAt ?? 0;
  const props = new Map<number, PlayerPropRecord[]>();
  const images = new Map<string, Buffer>();
  const withPlay = <T>(seasonId: string, answer: (play: SeasonPlay) => T): T | undefined => {
    const play = plays.get(seasonId);
    return play && answer(play);
  };

  return {
    seasons: seasons.map((s) => ({ ...s })),
    opener: formatOpener(seasonOpener(season)),
    unitRankings: () => units,
    powerRankings: (now = END) => powerRankings(seed, ratings, records(current.games, now), ranks, season),
    playerStats: (seasonId, now = END) =>
      withPlay(seasonId, (play) =>
        (now >= lastFinal(play)
          ? memo(finalRows, seasonId, () => seasonRows(play, now))
          : seasonRows(play, now)
        ).slice(),
      ),
    oddsForWeek: (week, now = END) => (isWeek(week) ? latestOdds(booksOf(current, week), now) : []),
    openingOddsForWeek: (week) => (isWeek(week) ? openingOdds(booksOf(current, week)) : []),
    oddsHistory: (eventId, now = END) => {
      const setup = setupOf(eventId);
      return setup && oddsHistory(setup, now);
    },
    scoresForWeek: (week, now = END) => (isWeek(week) ? weekScores(current.weeks[week - 1] ?? [], now) : []),
    gameLogsOfPlayers: (seasonId, ids, now = END) => withPlay(seasonId, (play) => logsOfPlayers(play, ids, now)),
    gameLogsOfWeek: (seasonId, week, now = END) =>
      withPlay(seasonId, (play) => (isWeek(week) ? logsOfWeek(play, week, now) : [])),
    defenseVsPosition: (seasonId, now = END) => withPlay(seasonId, (play) => defenseVsPosition(play, now)),
    defenseHistory: (seasonId, now = END) => withPlay(seasonId, (play) => defenseHistory(play, now, WEEKS)),
    propsForWeek: (week) =>
      isWeek(week) ? memo(props, week, () => buildProps(seed, week, current, priors)).slice() : [],
    weatherAt: (lat, lon, at) => weatherAt(seed, lat, lon, at),
    forecastAt: (lat, lon, at) => forecastAt(seed, lat, lon, at),
    stadiumImage: (stadiumId) => {
      // Only real stadiums are cached, so unknown ids cannot grow the cache.
      const image = images.get(stadiumId) ?? renderStadiumImage(seed, stadiumId);
      if (image) images.set(stadiumId, image);
      return image;
    },
    versions: {
      season: (seasonId, now) => withPlay(seasonId, (play) => completedGames(play, now)) ?? 0,
      rankings: (now) => completedGames(current, now),
      week: (seasonId, week, now) => withPlay(seasonId, (play) => completedInWeek(play, week, now)) ?? 0,
      odds: (week, now) => (isWeek(week) ? latestOddsVersion(booksOf(current, week), now) : ''),
      scores: (week, now) => weekScoresVersion(current.weeks[week - 1] ?? [], now),
      history: (eventId, now) => {
        const found = byId.get(eventId);
        return found && latestSnapshot(found.game.kickoff, now);
      },
    },
    sources: () => DEMO_SOURCES,
    play: (seasonId) => plays.get(seasonId),
    schedule: current.schedule,
  };
}
