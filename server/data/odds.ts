import { OTHER_BOOKS, priceGame, SHOWN_BOOKS, type Book, type GameLine } from './bookmakers';
import { toHalfPoint } from './pricing';
import { hexFor, rngFor, type Rng } from './random';
import { ratingOf, type TeamRating } from './ratings';
import type { Schedule, ScheduledGame } from './schedule';
import { fullNameOf, teamByAlias } from './teamIndex';
import { isoSeconds, WEEKS } from './time';
import type { Bookmaker, OddsEvent } from './types';

const HOME_FIELD = 1.6;

function consensusLine(game: ScheduledGame, ratings: ReadonlyMap<string, TeamRating>, rng: Rng): GameLine {
  const home = ratingOf(ratings, game.home);
  const away = ratingOf(ratings, game.away);
  const margin = home.overall - away.overall + HOME_FIELD + rng.normal(0, 0.8);
  const spread = toHalfPoint(-margin);
  const homeSpread = Math.abs(spread) < 1 ? (margin >= 0 ? -1 : 1) : spread;
  const indoor = teamByAlias(game.home).stadium_roof_type !== 'outdoor';
  const total = 44 + 0.6 * (home.offense + away.offense) - 0.6 * (home.defense + away.defense) + (indoor ? 1.5 : 0);
  return {
    home: fullNameOf(game.home),
    away: fullNameOf(game.away),
    homeSpread,
    total: Math.min(54.5, Math.max(37.5, toHalfPoint(total + rng.normal(0, 1.5)))),
  };
}

// The app trims titles before filtering, so the feed carries a little stray whitespace.
function strayTitle(title: string, rng: Rng): string {
  return rng.pick([` ${title} `, `${title} `, ` ${title}`]);
}

type Coverage = 'all' | 'missingOne' | 'none';

function chooseBooks(coverage: Coverage, rng: Rng): Book[] {
  let shown = coverage === 'none' ? [] : SHOWN_BOOKS.slice();
  if (coverage === 'missingOne') shown = rng.shuffle(shown).slice(0, 2);
  const others = rng.shuffle(OTHER_BOOKS).slice(0, rng.int(Math.max(1, 4 - shown.length), 7 - shown.length));
  return [...shown, ...others];
}

function buildEvent(game: ScheduledGame, line: GameLine, books: Book[], seed: number, rng: Rng): OddsEvent {
  const bookmakers: Bookmaker[] = rng.shuffle(books).map((book) => {
    const lastUpdate = isoSeconds(game.kickoff - rng.int(120, 5400) * 1000);
    const priced = priceGame(book, line, lastUpdate, rng);
    const shown = SHOWN_BOOKS.includes(book);
    return shown && rng.chance(0.05) ? { ...priced, title: strayTitle(book.title, rng) } : priced;
  });
  let pair: Pick<OddsEvent, 'team1' | 'team2'> = {};
  if (rng.chance(0.5)) {
    pair = rng.chance(0.6) ? { team1: line.home, team2: line.away } : { team1: line.away, team2: line.home };
  }
  return {
    id: hexFor(`${seed}:event:${game.week}:${game.home}:${game.away}`, 32),
    sport_key: 'americanfootball_nfl',
    sport_title: 'NFL',
    commence_time: isoSeconds(game.kickoff),
    home_team: line.home,
    away_team: line.away,
    ...pair,
    bookmakers,
  };
}

/**
 * A week's events in The Odds API shape, in a scrambled order. Deliberate gaps: every week a game
 * lacks one of the shown books; in weeks 1 and 18 one game has none of them and one market is empty.
 */
export function buildWeekOdds(
  seed: number,
  week: number,
  schedule: Schedule,
  ratings: ReadonlyMap<string, TeamRating>,
): OddsEvent[] {
  const games = schedule.weeks[week - 1] ?? [];
  if (games.length === 0) return [];
  const rng = rngFor(seed, 'odds', week);
  const edgeWeek = week === 1 || week === WEEKS;
  const [noneAt, missingAt, emptyAt] = rng.shuffle(games.map((_, i) => i));
  const events = games.map((game, i) => {
    const coverage: Coverage =
      edgeWeek && i === noneAt ? 'none' : i === missingAt || rng.chance(0.08) ? 'missingOne' : 'all';
    return buildEvent(game, consensusLine(game, ratings, rng), chooseBooks(coverage, rng), seed, rng);
  });
  if (edgeWeek && emptyAt !== undefined) {
    const event = events[emptyAt];
    const book = event?.bookmakers.find((b) => SHOWN_BOOKS.some((s) => s.title === b.title.trim()));
    const market = book ? rng.pick(book.markets) : undefined;
    if (market) market.outcomes = [];
  }
  return rngFor(seed, 'odds-order', week).shuffle(events);
}

const MINUTE = 60_000;

/**
 * The events as served at `nowMs`: each book's last_update moves to the same lead before the request
 * (its minute) as the dataset put it before kickoff — a seeded 2 to 90 minutes — so the demo's odds
 * look as fresh as a live feed's instead of a season old. Deterministic for a given minute.
 */
export function stampLastUpdates(events: readonly OddsEvent[], nowMs: number): OddsEvent[] {
  const minute = Math.floor(nowMs / MINUTE) * MINUTE;
  return events.map((event) => {
    const kickoff = Date.parse(event.commence_time);
    return {
      ...event,
      bookmakers: event.bookmakers.map((book) => ({
        ...book,
        last_update: isoSeconds(minute - (kickoff - Date.parse(book.last_update))),
      })),
    };
  });
}
