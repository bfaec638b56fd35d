import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TEAMS } from '../src/domain/teams';
import { parseCsv } from '../server/sources/nflverse/csv';
import { GAMES_FILE, statsFileNames } from '../server/sources/nflverse/files';

/**
 * Three seasons of nflverse's files at full size, for the benchmarks (CONTRACT §9's budgets): each
 * season 18 weeks of 16 games (a round robin of the 32 teams) in games.csv, and a current-layout
 * weekly stats file with 31 players a team a game (17,856 rows × the real sample's 145 columns,
 * its figures varied), every row a player's game of that schedule.
 */
export const SYNTHETIC_SEASONS = [2022, 2023, 2024];
export const PLAYERS_PER_TEAM = 31;
const WEEKS = 18;
const root = path.resolve(__dirname, '..');
const FIXTURES = path.join(root, '__tests__/fixtures/nflverse');
const CODES = TEAMS.map((team) => (team.team_alias === 'LAR' ? 'LA' : team.team_alias));

/** Same figures on every run: a small linear congruential generator. */
export function generator(seed: number) {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const quote = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
const line = (cells: readonly string[]) => cells.map(quote).join(',');

/** Week `week`'s 16 pairs of team indexes: the circle method over 32 teams. */
function pairs(week: number): Array<[number, number]> {
  const rest = Array.from({ length: 31 }, (_, i) => ((i + week - 1) % 31) + 1);
  const circle = [0, ...rest];
  return Array.from({ length: 16 }, (_, i) => [circle[i] as number, circle[31 - i] as number]);
}

interface SyntheticGame {
  id: string;
  week: number;
  home: number;
  away: number;
}

function schedule(season: number): SyntheticGame[] {
  return Array.from({ length: WEEKS }, (_, w) =>
    pairs(w + 1).map(([a, b], i): SyntheticGame => {
      const [home, away] = (w + i) % 2 === 0 ? [a, b] : [b, a];
      return {
        id: `${season}_${String(w + 1).padStart(2, '0')}_${CODES[away]}_${CODES[home]}`,
        week: w + 1,
        home,
        away,
      };
    }),
  ).flat();
}

function gamesCsv(): string {
  const [header = [], template = []] = parseCsv(readFileSync(path.join(FIXTURES, 'games_2023.csv'), 'utf8'));
  const at = (name: string) => header.indexOf(name);
  const lines = [line(header)];
  for (const season of SYNTHETIC_SEASONS) {
    const random = generator(season);
    const opener = Date.UTC(season, 8, 8);
    for (const game of schedule(season)) {
      const cells = [...template];
      const [homeScore, awayScore] = [Math.floor(random() * 38) + 3, Math.floor(random() * 38) + 3];
      const spread = Math.round((random() * 20 - 10) * 2) / 2;
      const set = (name: string, value: string | number) => (cells[at(name)] = String(value));
      set('game_id', game.id);
      set('season', season);
      set('game_type', 'REG');
      set('week', game.week);
      set('gameday', new Date(opener + (7 * (game.week - 1) + 3) * 86_400_000).toISOString().slice(0, 10));
      set('gametime', '13:00');
      set('away_team', CODES[game.away] ?? 'BUF');
      set('home_team', CODES[game.home] ?? 'MIA');
      set('away_score', awayScore);
      set('home_score', homeScore);
      set('result', homeScore - awayScore);
      set('total', homeScore + awayScore);
      set('location', 'Home');
      set('spread_line', spread);
      set('total_line', 37 + Math.round(random() * 36) / 2);
      lines.push(line(cells));
    }
  }
  return `${lines.join('\n')}\n`;
}

function statsCsv(season: number, header: string[], sample: string[][]): string {
  const random = generator(season * 7);
  const at = (name: string) => header.indexOf(name);
  const lines = [line(header)];
  for (const game of schedule(season)) {
    for (const [team, opponent] of [
      [game.home, game.away],
      [game.away, game.home],
    ] as const) {
      for (let k = 0; k < PLAYERS_PER_TEAM; k++) {
        const base = sample[(team + k) % sample.length] ?? [];
        const cells = base.map((cell) => {
          if (cell === '' || !/^-?\d+(\.\d+)?$/.test(cell)) return cell;
          return cell.includes('.')
            ? (Number(cell) + random() - 0.5).toFixed(6)
            : String(Math.round(Number(cell) + random() * 4));
        });
        cells[at('player_id')] = `00-${String(40000 + team * 100 + k).padStart(7, '0')}`;
        cells[at('season')] = String(season);
        cells[at('week')] = String(game.week);
        cells[at('team')] = CODES[team] ?? 'KC';
        cells[at('opponent_team')] = CODES[opponent] ?? 'BUF';
        cells[at('game_id')] = game.id;
        lines.push(line(cells));
      }
    }
  }
  return `${lines.join('\n')}\n`;
}

/** Writes games.csv and the three seasons' stats files into `dir`; the stats files' size in bytes. */
export function writeSyntheticNflverse(dir: string): number {
  const [header = [], ...sample] = parseCsv(
    readFileSync(path.join(FIXTURES, 'player_week_2023_newlayout_sample.csv'), 'utf8'),
  );
  writeFileSync(path.join(dir, GAMES_FILE), gamesCsv());
  let bytes = 0;
  for (const season of SYNTHETIC_SEASONS) {
    const text = statsCsv(season, header, sample);
    bytes += Buffer.byteLength(text);
    writeFileSync(path.join(dir, statsFileNames(season)[0]), text);
  }
  return bytes;
}

/** Rows each synthetic season's stats file holds. */
export const ROWS_PER_SEASON = WEEKS * 16 * 2 * PLAYERS_PER_TEAM;
