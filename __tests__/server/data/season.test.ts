import { TEAMS } from '../../../src/domain/teams';
import { createDataset } from '../../../server/data/dataset';
import type { SeasonPlay } from '../../../server/data/season/playSeason';
import { consensusAt } from '../../../server/data/season/linePath';

const ds = createDataset();
const plays = ds.seasons.map((season) => ds.play(season.id) as SeasonPlay);
const games = plays.flatMap((play) => play.games.map((game) => ({ play, game })));
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const sd = (xs: number[]) => Math.sqrt(mean(xs.map((x) => (x - mean(xs)) ** 2)));
const STADIUM = new Map(TEAMS.map((team) => [team.team_alias, team]));

const closing = new Map<string, number>();
/** The median home spread of the books' closing lines (the history's last snapshot). */
function closingSpread(id: string): number {
  const known = closing.get(id);
  if (known !== undefined) return known;
  const last = ds.oddsHistory(id)?.snapshots.at(-1);
  const points = (last?.bookmakers ?? []).flatMap((book) => {
    const spreads = book.markets.find((market) => market.key === 'spreads');
    const home = spreads?.outcomes[0]?.point;
    return home === undefined ? [] : [home];
  });
  const median = points.sort((a, b) => a - b)[Math.floor(points.length / 2)] ?? NaN;
  closing.set(id, median);
  return median;
}

describe('the played seasons', () => {
  it('scores games like the NFL: about 22 points a team, a margin spread near 13.5, a tie now and then', () => {
    const points = games.flatMap(({ game }) => [game.score.home, game.score.away]);
    const margins = games.map(({ game }) => game.score.home - game.score.away);
    expect(mean(points)).toBeGreaterThan(19);
    expect(mean(points)).toBeLessThan(25);
    expect(sd(points)).toBeGreaterThan(7.5);
    expect(sd(points)).toBeLessThan(12);
    expect(sd(margins)).toBeGreaterThan(11.5);
    expect(sd(margins)).toBeLessThan(16);
    expect(margins.filter((margin) => margin === 0).length).toBeLessThanOrEqual(6);
    expect(margins.filter((margin) => margin > 0).length / margins.length).toBeGreaterThan(0.48);
  });

  it('predicts each result with the books’ closing spread, without bias', () => {
    const errors = games.map(({ game }) => game.score.home - game.score.away + closingSpread(game.id));
    expect(Math.abs(mean(errors))).toBeLessThan(1.2);
    expect(sd(errors)).toBeLessThan(15);
    const favourites = games.filter(({ game }) => closingSpread(game.id) !== 0);
    const won = favourites.filter(
      ({ game }) => Math.sign(game.score.home - game.score.away) === -Math.sign(closingSpread(game.id)),
    );
    expect(won.length / favourites.length).toBeGreaterThan(0.58);
    expect(won.length / favourites.length).toBeLessThan(0.78);
  });

  it('writes each game’s scoring plays in game order, adding up to the final score, overtime only after a tie', () => {
    for (const { game } of games) {
      const { plays } = game.score;
      const sum = (team: string) => plays.reduce((total, play) => total + (play.team === team ? play.points : 0), 0);
      const regulation = plays.filter((play) => play.minute <= 60);
      const level =
        regulation.reduce((lead, play) => lead + (play.team === 'home' ? play.points : -play.points), 0) === 0;
      expect(`${game.id} ${plays.every((play, i) => i === 0 || (plays[i - 1]?.minute ?? 0) <= play.minute)}`).toBe(
        `${game.id} true`,
      );
      expect([sum('home'), sum('away')]).toEqual([game.score.home, game.score.away]);
      expect(`${game.id} ${plays.length - regulation.length <= (level ? 1 : 0)}`).toBe(`${game.id} true`);
    }
  });

  it('credits every offensive touchdown of the score to a catch or a carry in the box score', () => {
    for (const { play, game } of games) {
      for (const team of ['home', 'away'] as const) {
        const scored = game.score.plays.filter((p) => p.team === team && p.offensiveTouchdown).length;
        let credited = 0;
        for (let row = game.rows.from; row < game.rows.to; row++) {
          if (play.box.home(row) === (team === 'home'))
            credited += play.box.value(row, 'rush_touchdowns') + play.box.value(row, 'rec_touchdowns');
        }
        expect(`${game.id} ${team} ${credited}`).toBe(`${game.id} ${team} ${scored}`);
      }
    }
  });

  it('adds up each passing line from the catches, and each interception from the other defence', () => {
    for (const { play, game } of games) {
      for (const home of [true, false]) {
        const sum = (key: string, side = home) => {
          let total = 0;
          for (let row = game.rows.from; row < game.rows.to; row++)
            if (play.box.home(row) === side) total += play.box.value(row, key);
          return total;
        };
        expect([sum('pass_completions'), sum('pass_yards'), sum('pass_touchdowns'), sum('pass_interceptions')]).toEqual(
          [sum('rec_receptions'), sum('rec_yards'), sum('rec_touchdowns'), sum('interceptions', !home)],
        );
        expect(sum('rec_targets')).toBeLessThanOrEqual(sum('pass_attempts'));
      }
    }
  });

  it('moves a line when a starter is ruled out, and the starter misses that game', () => {
    const injured = games.filter(({ game }) => game.market.path.moves.some((move) => move.reason === 'injury'));
    expect(injured.length).toBeGreaterThan(100);
    for (const { play, game } of injured) {
      for (const move of game.market.path.moves.filter((m) => m.reason === 'injury')) {
        const alias = move.margin < 0 ? game.home : game.away;
        const playedHere = new Set(
          Array.from({ length: game.rows.to - game.rows.from }, (_, i) => play.box.person(game.rows.from + i)),
        );
        const missing = play.identities.filter(
          (who, i) =>
            who.spot.team === alias &&
            who.spot.depth === 0 &&
            ['QB', 'RB', 'WR', 'TE'].includes(who.spot.player.position) &&
            !playedHere.has(i),
        );
        expect(`${game.id}: ${missing.length > 0}`).toBe(`${game.id}: true`);
        expect(move.at).toBeLessThan(game.kickoff);
      }
    }
  });

  it('takes points off the total for wind or rain at an outdoor kickoff, and only there', () => {
    let windy = 0;
    for (const { game } of games) {
      const stadium = STADIUM.get(game.home);
      const weather = ds.weatherAt(stadium?.stadium_lat ?? 0, stadium?.stadium_lng ?? 0, new Date(game.kickoff));
      const moves = game.market.path.moves.filter((move) => move.reason === 'weather');
      const rough =
        weather.wind.speed > 12 || ['Rain', 'Snow', 'Thunderstorm'].includes(weather.weather[0]?.main ?? '');
      expect(`${game.id} ${moves.length > 0}`).toBe(`${game.id} ${stadium?.stadium_roof_type === 'outdoor' && rough}`);
      for (const move of moves) expect(move.total).toBeLessThan(0);
      if (moves.length > 0 && weather.wind.speed >= 15) windy++;
    }
    expect(windy).toBeGreaterThanOrEqual(3);
  });

  it('moves most lines between the opening and the close, by a point or two on average', () => {
    const moved = games.map(({ game }) =>
      Math.abs(consensusAt(game.market.path, game.kickoff).margin - game.market.path.margin),
    );
    expect(moved.filter((points) => points >= 0.5).length / moved.length).toBeGreaterThan(0.6);
    expect(mean(moved)).toBeGreaterThan(0.7);
    expect(mean(moved)).toBeLessThan(3);
  });
});
