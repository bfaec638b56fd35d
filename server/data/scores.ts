import type { PlayedGame } from './season/playSeason';
import { playTime } from './season/scoring';
import { fullNameOf } from './teamIndex';
import { isoSeconds } from './time';
import type { ScoreEvent } from './researchTypes';

/** The scoring plays made by `now`: none before kickoff, all of them once final. */
function playsBy(game: PlayedGame, now: number) {
  return game.score.plays.filter((play) => playTime(game.kickoff, play.minute) <= now);
}

/** One game in the scores shape at `now`: null before kickoff, the running score during it, final 4 h after kickoff. */
export function scoreEvent(game: PlayedGame, now: number): ScoreEvent {
  const started = now >= game.kickoff;
  const completed = now >= game.finalAt;
  const plays = playsBy(game, now);
  const points = (team: 'home' | 'away') =>
    plays.reduce((sum, play) => sum + (play.team === team ? play.points : 0), 0);
  const [home, away] = [fullNameOf(game.home), fullNameOf(game.away)];
  const lastPlay = plays.at(-1);
  let lastUpdate: string | null = null;
  if (completed) lastUpdate = isoSeconds(game.finalAt);
  else if (started) lastUpdate = isoSeconds(lastPlay ? playTime(game.kickoff, lastPlay.minute) : game.kickoff);
  return {
    id: game.id,
    sport_key: 'americanfootball_nfl',
    sport_title: 'NFL',
    commence_time: isoSeconds(game.kickoff),
    completed,
    home_team: home,
    away_team: away,
    scores: started
      ? [
          { name: home, score: String(points('home')) },
          { name: away, score: String(points('away')) },
        ]
      : null,
    last_update: lastUpdate,
  };
}

/** A week's games in kickoff order, as of `now`. */
export function weekScores(games: readonly PlayedGame[], now: number): ScoreEvent[] {
  return games.map((game) => scoreEvent(game, now));
}

/** What a week's scores depend on at `now`: per game, not started, the number of scores so far, or final. */
export function weekScoresVersion(games: readonly PlayedGame[], now: number): string {
  return games
    .map((game) => (now < game.kickoff ? 'p' : now >= game.finalAt ? 'f' : String(playsBy(game, now).length)))
    .join(',');
}
