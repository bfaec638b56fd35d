import { rngFor } from '../random';
import { ratingOf, type TeamRating } from '../ratings';
import type { RosterSpot } from '../roster';
import type { ScheduledGame } from '../schedule';
import { teamByAlias } from '../teamIndex';
import { weatherAt } from '../weather';
import { KEY_POSITIONS, type TeamPlan } from './availability';
import { creditDefence } from './defence';
import { activeDepths, BoxScore } from './lineup';
import { playOffence } from './offense';
import { playScore, type GameScore, type Team } from './scoring';
import { expectedPoints, gameMarket, gameWeather, type GameMarket, type GameWeather, type Side } from './truth';

/** A team's season as the games need it: its plan and roster by depth. */
export interface TeamSeason {
  alias: string;
  plan: TeamPlan;
  spots: readonly RosterSpot[];
  /** The team's games in kickoff order. */
  games: ScheduledGame[];
}

/** One game, played: its market, its score and its box score (counters of everyone who played). */
export interface GameResult {
  market: GameMarket;
  weather: GameWeather;
  score: GameScore;
  box: BoxScore;
  /** Fit players per team, the depth chart the props read. */
  fit: Record<Team, RosterSpot[]>;
}

function fitFor(team: TeamSeason, gameIndex: number): RosterSpot[] {
  return team.plan.fit[gameIndex] ?? [];
}

function side(team: TeamSeason, gameIndex: number, fit: RosterSpot[], rating: TeamRating): Side {
  const backupQb = team.spots.find((spot) => spot.player.position === 'QB' && spot.depth === 1);
  return {
    overall: rating.overall,
    offense: rating.offense,
    defense: rating.defense,
    absences: team.plan.absences,
    gameIndex,
    backupQbTalent: backupQb?.talent ?? 0,
    keyStarters: fit.filter((spot) => spot.depth === 0 && KEY_POSITIONS.has(spot.player.position)),
  };
}

/**
 * Plays one game: the market's truth (ratings, absences, form and the kickoff weather from the
 * same generator as /weather) sets each team's expected points; the score is drawn from them, and
 * the box scores are written to match the score's touchdowns.
 */
export function playGame(
  seed: number,
  season: number,
  game: ScheduledGame,
  teams: ReadonlyMap<string, TeamSeason>,
  ratings: ReadonlyMap<string, TeamRating>,
): GameResult {
  const rng = rngFor(seed, 'game', season, game.week, game.home);
  const home = teams.get(game.home);
  const away = teams.get(game.away);
  if (!home || !away) throw new Error(`no team season for ${game.home} or ${game.away}`);
  const index = { home: home.games.indexOf(game), away: away.games.indexOf(game) };
  const fit = { home: fitFor(home, index.home), away: fitFor(away, index.away) };
  const stadium = teamByAlias(game.home);
  const outdoor = stadium.stadium_roof_type === 'outdoor';
  const kickoffWeather = outdoor
    ? weatherAt(seed, stadium.stadium_lat, stadium.stadium_lng, new Date(game.kickoff))
    : undefined;
  const weather = gameWeather(outdoor, kickoffWeather?.wind.speed ?? 0, kickoffWeather?.weather[0]?.main ?? '');
  const [homeRating, awayRating] = [ratingOf(ratings, game.home), ratingOf(ratings, game.away)];
  const market = gameMarket(
    rng,
    game.kickoff,
    side(home, index.home, fit.home, homeRating),
    side(away, index.away, fit.away, awayRating),
    !outdoor,
    weather,
  );
  const expected = expectedPoints(market);
  const score = playScore(rng, expected);
  const box = new BoxScore();
  const margin = score.home - score.away;
  const depth = { home: activeDepths(fit.home), away: activeDepths(fit.away) };
  for (const [team, rating, opponent, sign] of [
    ['home', homeRating, 'away', 1],
    ['away', awayRating, 'home', -1],
  ] as const) {
    const faced = playOffence(
      rng,
      {
        fit: fit[team],
        depth: depth[team],
        unit: rating.offense,
        touchdowns: score.touchdowns[team],
        expected: expected[team],
        scored: score[team],
        margin: sign * margin,
        weather,
      },
      box,
    );
    creditDefence(rng, fit[opponent], depth[opponent], faced, box);
  }
  // Everyone else who dressed played (linemen, specialists); backup quarterbacks only when they took a snap.
  for (const spot of [...fit.home, ...fit.away]) if (spot.player.position !== 'QB') box.play(spot);
  return { market, weather, score, box, fit };
}
