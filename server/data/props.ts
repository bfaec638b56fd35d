import type { SeasonStats } from './players';
import { toAmerican, toHook } from './pricing';
import { rngFor, type Rng } from './random';
import type { Position } from './roster';
import type { Schedule } from './schedule';
import { teamByAlias } from './teamIndex';
import type { PlayerPropRecord, PlayerStatRow, PropMarket } from './types';

type Role = 'QB1' | 'RB1' | 'WR1' | 'WR2' | 'TE1';
type Yardage = 'pass_yards' | 'rush_yards' | 'rec_yards' | 'rec_receptions';

const ROLES: ReadonlyArray<[Role, Position, number]> = [['QB1', 'QB', 0], ['RB1', 'RB', 0], ['WR1', 'WR', 0], ['WR2', 'WR', 1], ['TE1', 'TE', 0]];
const YARDAGE: ReadonlyArray<[PropMarket, Yardage, number]> = [
  ['Passing Yards', 'pass_yards', 150.5],
  ['Rushing Yards', 'rush_yards', 9.5],
  ['Receiving Yards', 'rec_yards', 9.5],
  ['Receptions', 'rec_receptions', 1.5],
];
const OVER_UNDER: ReadonlyArray<[number, number]> = [[-110, -110], [-115, -105], [-105, -115], [-120, 100], [100, -120], [-112, -108]];

/** Which markets a player gets, by role; a mobile quarterback also gets a rushing line. */
function marketsFor(role: Role, row: PlayerStatRow, rng: Rng): PropMarket[] {
  const perGame = (row.rush_yards ?? 0) / Math.max(1, row.games_played);
  switch (role) {
    case 'QB1': return ['Passing Yards', ...(perGame > 20 ? ['Rushing Yards' as const] : []), 'Anytime Touchdown Scorer'];
    case 'RB1': return ['Rushing Yards', 'Anytime Touchdown Scorer', 'First Touchdown Scorer'];
    case 'WR1': return ['Receiving Yards', 'Receptions', 'Anytime Touchdown Scorer', 'First Touchdown Scorer'];
    case 'WR2': return rng.chance(0.5) ? ['Receiving Yards'] : [];
    case 'TE1': return ['Receiving Yards', 'Anytime Touchdown Scorer'];
  }
}

function touchdownsPerGame(row: PlayerStatRow): number {
  const tds = (row.rush_touchdowns ?? 0) + (row.rec_touchdowns ?? 0);
  return Math.max(0.06, tds / Math.max(1, row.games_played));
}

function records(row: PlayerStatRow, nickname: string, market: PropMarket, rng: Rng): PlayerPropRecord[] {
  const base = { player: row.name };
  const team = { team: { name: nickname } };
  const yardage = YARDAGE.find(([m]) => m === market);
  if (yardage) {
    const [, field, floor] = yardage;
    const line = Math.max(floor, toHook(((row[field] ?? 0) / Math.max(1, row.games_played)) * rng.float(0.9, 1.04)));
    const [over, under] = rng.pick(OVER_UNDER);
    return [
      { ...base, props: { market, price: over, selection: { name: 'Over', line }, player: team } },
      { ...base, props: { market, price: under, selection: { name: 'Under', line }, player: team } },
    ];
  }
  const perGame = touchdownsPerGame(row);
  if (market === 'Anytime Touchdown Scorer') {
    const price = toAmerican(Math.min(0.65, (1 - Math.exp(-perGame)) * 1.08));
    return [{ ...base, props: { market, price, selection: { name: 'Yes', line: 0.5 }, player: team } }];
  }
  // About five touchdowns a game between both teams; the first-scorer market carries a fat margin.
  const price = toAmerican(Math.min(0.17, (perGame / 5.5) * 1.2));
  return [{ ...base, props: { market, price, selection: { name: 'Yes' }, player: team } }];
}

function roleRows(stats: SeasonStats, alias: string): Array<[Role, PlayerStatRow]> {
  const mine = [...stats.byRow].filter(([row, spot]) => spot.team === alias && row.name && row.team_name);
  return ROLES.flatMap(([role, position, depth]) =>
    mine.filter(([, spot]) => spot.player.position === position && spot.depth === depth).map(([row]) => [role, row] as [Role, PlayerStatRow]),
  );
}

/** Player props for the teams playing in a week, plus a few from teams on a bye (no opponent). */
export function buildProps(seed: number, week: number, schedule: Schedule, stats2025: SeasonStats): PlayerPropRecord[] {
  const games = schedule.weeks[week - 1];
  if (!games) return [];
  const rng = rngFor(seed, 'props', week);
  const out: PlayerPropRecord[] = [];
  const playing = games.flatMap((g) => [g.away, g.home]);
  const resting = rng.shuffle(schedule.byes[week - 1] ?? []).slice(0, 2);
  for (const alias of [...playing, ...resting]) {
    const nickname = teamByAlias(alias).team_name;
    const onBye = resting.includes(alias);
    for (const [role, row] of roleRows(stats2025, alias)) {
      if (onBye && role !== 'QB1' && role !== 'WR1') continue;
      const markets = marketsFor(role, row, rng).slice(0, onBye ? 1 : undefined);
      for (const market of markets) out.push(...records(row, nickname, market, rng));
    }
  }
  // The client must cope with a missing team and a missing selection name.
  for (const r of rng.shuffle(out).slice(0, 3)) r.props.player = {};
  for (const r of rng.shuffle(out).slice(0, 2)) delete r.props.selection.name;
  return out;
}
