import { toAmerican, toHook } from './pricing';
import { seasonRng, type Rng } from './random';
import type { Position } from './roster';
import type { SeasonPlay } from './season/playSeason';
import type { Identity } from './season/rows';
import { teamByAlias } from './teamIndex';
import type { PlayerPropRecord, PropMarket } from './types';

type Role = 'QB1' | 'RB1' | 'WR1' | 'WR2' | 'TE1';
type Field = 'pass_yards' | 'rush_yards' | 'rec_yards' | 'rec_receptions' | 'touchdowns';
/** A role's per-game average of each field, from the season before: what a line starts from. */
export type Priors = ReadonlyMap<Role, Readonly<Record<Field, number>>>;

const ROLES: ReadonlyArray<[Role, Position, number]> = [
  ['QB1', 'QB', 0],
  ['RB1', 'RB', 0],
  ['WR1', 'WR', 0],
  ['WR2', 'WR', 1],
  ['TE1', 'TE', 0],
];
const FIELDS: readonly Field[] = ['pass_yards', 'rush_yards', 'rec_yards', 'rec_receptions', 'touchdowns'];
const YARDAGE: ReadonlyArray<[PropMarket, Field, number]> = [
  ['Passing Yards', 'pass_yards', 150.5],
  ['Rushing Yards', 'rush_yards', 9.5],
  ['Receiving Yards', 'rec_yards', 9.5],
  ['Receptions', 'rec_receptions', 1.5],
];
const OVER_UNDER: ReadonlyArray<[number, number]> = [
  [-110, -110],
  [-115, -105],
  [-105, -115],
  [-120, 100],
  [100, -120],
  [-112, -108],
];
/** Games of prior weight: a line leans on the role's average until a player has a few games of his own. */
const PRIOR_GAMES = 3;

const value = (play: SeasonPlay, row: number, field: Field): number =>
  field === 'touchdowns'
    ? play.box.value(row, 'rush_touchdowns') + play.box.value(row, 'rec_touchdowns')
    : play.box.value(row, field);

/** Per-game averages of each role across the league in a finished season. */
export function rolePriors(play: SeasonPlay): Priors {
  const out = new Map<Role, Record<Field, number>>();
  for (const [role, position, depth] of ROLES) {
    const logs = play.identities
      .filter((who) => who.spot.player.position === position && who.spot.depth === depth)
      .flatMap((who) => play.rowsOfPlayer.get(who.spot.player.id) ?? []);
    const average = (field: Field) =>
      logs.reduce((sum, row) => sum + value(play, row, field), 0) / Math.max(1, logs.length);
    out.set(role, Object.fromEntries(FIELDS.map((field) => [field, average(field)])) as Record<Field, number>);
  }
  return out;
}

/** A player's expected per-game figure before week `week`: his games so far, shrunk towards his role's average. */
function expected(
  play: SeasonPlay,
  who: Identity,
  week: number,
  prior: Readonly<Record<Field, number>>,
  field: Field,
): number {
  const games = (play.rowsOfPlayer.get(who.spot.player.id) ?? []).filter(
    (row) => (play.games[play.box.game(row)]?.week ?? week) < week,
  );
  const own = games.reduce((sum, row) => sum + value(play, row, field), 0);
  return (own + PRIOR_GAMES * prior[field]) / (games.length + PRIOR_GAMES);
}

/** Which markets a player gets, by role; a running quarterback also gets a rushing line. */
function marketsFor(role: Role, rushPerGame: number, rng: Rng): PropMarket[] {
  switch (role) {
    case 'QB1':
      return ['Passing Yards', ...(rushPerGame > 20 ? ['Rushing Yards' as const] : []), 'Anytime Touchdown Scorer'];
    case 'RB1':
      return ['Rushing Yards', 'Anytime Touchdown Scorer', 'First Touchdown Scorer'];
    case 'WR1':
      return ['Receiving Yards', 'Receptions', 'Anytime Touchdown Scorer', 'First Touchdown Scorer'];
    case 'WR2':
      return rng.chance(0.5) ? ['Receiving Yards'] : [];
    case 'TE1':
      return ['Receiving Yards', 'Anytime Touchdown Scorer'];
  }
}

function records(who: Identity, estimate: (field: Field) => number, market: PropMarket, rng: Rng): PlayerPropRecord[] {
  const base = { player: who.name };
  const player = { id: who.spot.player.id, team: { name: teamByAlias(who.spot.team).team_name } };
  const yardage = YARDAGE.find(([m]) => m === market);
  if (yardage) {
    const [, field, floor] = yardage;
    const line = Math.max(floor, toHook(estimate(field) * rng.float(0.9, 1.04)));
    const [over, under] = rng.pick(OVER_UNDER);
    return [
      { ...base, props: { market, price: over, selection: { name: 'Over', line }, player } },
      { ...base, props: { market, price: under, selection: { name: 'Under', line }, player } },
    ];
  }
  const perGame = Math.max(0.06, estimate('touchdowns'));
  if (market === 'Anytime Touchdown Scorer') {
    const price = toAmerican(Math.min(0.65, (1 - Math.exp(-perGame)) * 1.08));
    return [{ ...base, props: { market, price, selection: { name: 'Yes', line: 0.5 }, player } }];
  }
  // About five touchdowns a game between both teams; the first-scorer market carries a fat margin.
  const price = toAmerican(Math.min(0.17, (perGame / 5.5) * 1.2));
  return [{ ...base, props: { market, price, selection: { name: 'Yes' }, player } }];
}

/** A team's role players: by who is fit for its game this week, or by the depth chart when it rests. */
function roleHolders(people: readonly Identity[], fit: ReadonlySet<string> | undefined): Array<[Role, Identity]> {
  const eligible = people.filter((who) => who.name && who.team && (!fit || fit.has(who.spot.player.id)));
  return ROLES.flatMap(([role, position, depth]) => {
    const atPosition = eligible
      .filter((who) => who.spot.player.position === position)
      .sort((a, b) => a.spot.depth - b.spot.depth);
    const holder = fit ? atPosition[depth] : atPosition.find((who) => who.spot.depth === depth);
    return holder ? [[role, holder] as [Role, Identity]] : [];
  });
}

/**
 * Player props for the teams playing in a week of the current season, plus a few from teams on a bye. Lines come from
 * each player's games before the week (never a later one), shrunk towards his role's average; an
 * injured starter has no props and his stand-in takes his role.
 */
export function buildProps(seed: number, week: number, play: SeasonPlay, priors: Priors): PlayerPropRecord[] {
  const games = play.weeks[week - 1];
  if (!games) return [];
  const rng = seasonRng(seed, play.season, 'props', week);
  const out: PlayerPropRecord[] = [];
  const fitByTeam = new Map<string, Set<string>>();
  for (const game of games) {
    fitByTeam.set(game.away, new Set(game.fit.away.map((spot) => spot.player.id)));
    fitByTeam.set(game.home, new Set(game.fit.home.map((spot) => spot.player.id)));
  }
  const resting = rng.shuffle(play.schedule.byes[week - 1] ?? []).slice(0, 2);
  for (const alias of [...fitByTeam.keys(), ...resting]) {
    const onBye = resting.includes(alias);
    const people = play.identities.filter((who) => who.spot.team === alias);
    for (const [role, who] of roleHolders(people, fitByTeam.get(alias))) {
      if (onBye && role !== 'QB1' && role !== 'WR1') continue;
      const prior = priors.get(role);
      if (!prior) continue;
      const estimate = (field: Field) => expected(play, who, week, prior, field);
      const markets = marketsFor(role, estimate('rush_yards'), rng).slice(0, onBye ? 1 : undefined);
      for (const market of markets) out.push(...records(who, estimate, market, rng));
    }
  }
  // The client must cope with a missing team and a missing selection name.
  for (const r of rng.shuffle(out).slice(0, 3)) r.props.player = { id: r.props.player.id };
  for (const r of rng.shuffle(out).slice(0, 2)) delete r.props.selection.name;
  return out;
}
