import { TEAMS } from '../../src/domain/teams';
import type { Pairing } from './matchups';
import type { Rng } from './random';
import { easternToUtc, weekDay, WEEKS } from './time';

export type Slot = 'opener' | 'thursday' | 'early' | 'late405' | 'late425' | 'sunday_night' | 'monday_night';

/** Day of the week (0 = Thursday), hour and minute in US Eastern time. */
export const SLOT_TIMES: Readonly<Record<Slot, readonly [number, number, number]>> = {
  opener: [0, 20, 20],
  thursday: [0, 20, 15],
  early: [3, 13, 0],
  late405: [3, 16, 5],
  late425: [3, 16, 25],
  sunday_night: [3, 20, 20],
  monday_night: [4, 20, 15],
};

export interface Kickoff extends Pairing {
  slot: Slot;
  kickoff: number;
}

const WESTERN_HOSTS = new Set(TEAMS.filter((t) => t.stadium_lng < -104).map((t) => t.team_alias));

function timeOf(week: number, slot: Slot, opener: number): number {
  const [day, hour, minute] = SLOT_TIMES[slot];
  return easternToUtc(weekDay(week, day, opener), hour, minute);
}

/**
 * Gives a week's games their TV slots: the best matchups in prime time, West Coast hosts in the
 * late window (never a 10 am Pacific kickoff), the rest at 1 pm. Week 18 is all Sunday.
 */
export function assignKickoffs(
  week: number,
  games: readonly Pairing[],
  appeal: (g: Pairing) => number,
  playedMondayBefore: ReadonlySet<string>,
  rng: Rng,
  opener: number,
): Kickoff[] {
  const remaining = games.slice();
  const out: Kickoff[] = [];
  const take = (g: Pairing, slot: Slot): void => {
    remaining.splice(remaining.indexOf(g), 1);
    out.push({ ...g, slot, kickoff: timeOf(week, slot, opener) });
  };
  const primeSlots: Slot[] =
    week === WEEKS ? ['sunday_night'] : [week === 1 ? 'opener' : 'thursday', 'sunday_night', 'monday_night'];
  const score = new Map(remaining.map((g) => [g, appeal(g)] as const));
  const ranked = remaining.slice().sort((a, b) => (score.get(b) ?? 0) - (score.get(a) ?? 0));
  const pool = rng.shuffle(ranked.slice(0, 8));
  for (const slot of primeSlots) {
    const shortRest = (g: Pairing): boolean => playedMondayBefore.has(g.home) || playedMondayBefore.has(g.away);
    const g = pool.find((x) => remaining.includes(x) && !(slot === 'thursday' && shortRest(x)));
    if (g) take(g, slot);
  }
  const western = remaining.filter((g) => WESTERN_HOSTS.has(g.home));
  const others = rng.shuffle(remaining.filter((g) => !WESTERN_HOSTS.has(g.home)));
  const lateCount = Math.min(remaining.length - 4, Math.max(western.length, week === WEEKS ? 6 : rng.int(3, 5)));
  const late = [...western, ...others].slice(0, Math.max(0, lateCount));
  const early405 = week === WEEKS ? 0 : rng.int(1, 2);
  late.forEach((g, i) => take(g, i < early405 ? 'late405' : 'late425'));
  for (const g of remaining.slice()) take(g, 'early');
  return out.sort((a, b) => a.kickoff - b.kickoff || a.home.localeCompare(b.home));
}
