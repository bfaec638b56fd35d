import { WINDY_MPH } from '../../../src/config/constants';
import { clamp, type Rng } from '../random';
import type { RosterSpot } from '../roster';
import { HOUR } from '../time';
import type { Absence } from './availability';
import { KEY_POSITIONS } from './availability';
import type { LineMove, LinePath } from './linePath';

export const HOME_FIELD = 1.6;

/** The weather at kickoff, as the game feels it (domes and retractable roofs feel none). */
export interface GameWeather {
  windy: boolean;
  wet: boolean;
  /** Points the conditions take off the expected total (≤ 0). */
  totalEffect: number;
}

export function gameWeather(outdoor: boolean, windMph: number, condition: string): GameWeather {
  if (!outdoor) return { windy: false, wet: false, totalEffect: 0 };
  const wet = condition === 'Rain' || condition === 'Snow' || condition === 'Thunderstorm';
  const wind = Math.min(5, Math.max(0, windMph - 12) * 0.4);
  return { windy: windMph >= WINDY_MPH, wet, totalEffect: -(wind + (wet ? 1.5 : 0) + (condition === 'Snow' ? 1 : 0)) };
}

/** One side of a game: strength, its starters out and the game's index in its season. */
export interface Side {
  overall: number;
  offense: number;
  defense: number;
  absences: readonly Absence[];
  gameIndex: number;
  /** The backup quarterback's ability, to price a starter's absence. */
  backupQbTalent: number;
  /** A healthy key starter who may be listed questionable this week. */
  keyStarters: readonly RosterSpot[];
}

/** What a starter's absence costs his team: margin and total, in points. */
function absenceCost(spot: RosterSpot, backupQbTalent: number): { margin: number; total: number } {
  switch (spot.player.position) {
    case 'QB':
      return { margin: clamp(2.5 + 5 * Math.max(0, spot.talent - backupQbTalent), 2, 7), total: 1.5 };
    case 'WR':
      return { margin: 0.8, total: 0.5 };
    case 'RB':
      return { margin: 0.6, total: 0.4 };
    default:
      return { margin: 0.4, total: 0.3 };
  }
}

/** The game as the market will come to know it, and the line's path from the opening to kickoff. */
export interface GameMarket {
  /** The true expectation the game is played from: home margin and total. */
  margin: number;
  total: number;
  path: LinePath;
}

/** Each side's expected points in a game of this truth. */
export function expectedPoints({ margin, total }: Pick<GameMarket, 'margin' | 'total'>): {
  home: number;
  away: number;
} {
  return { home: (total + margin) / 2, away: (total - margin) / 2 };
}

/**
 * Builds a game's truth and its line path. The opening prices ratings and absences known a week
 * out, with an error; sharp money takes half the error out early; a starter ruled out moves the line
 * when the news breaks (usually the Friday report, sometimes a late scratch); a questionable starter
 * moves it and back; windy or wet forecasts take points off the total; public money leans on the
 * favourite; the last sharp move before kickoff leaves the closing line within a few tenths of the
 * truth, so it predicts the result without bias.
 */
export function gameMarket(
  rng: Rng,
  kickoff: number,
  home: Side,
  away: Side,
  indoor: boolean,
  weather: GameWeather,
): GameMarket {
  const baseMargin = home.overall - away.overall + HOME_FIELD;
  const baseTotal = 44 + 0.6 * (home.offense + away.offense) - 0.6 * (home.defense + away.defense) + (indoor ? 1.5 : 0);
  const form = { margin: rng.normal(0, 1.6), total: rng.normal(0, 1.8) };
  const known = { margin: 0, total: 0 };
  const moves: LineMove[] = [];
  const hoursOut = (from: number, to: number) => kickoff - rng.float(from, to) * HOUR;
  const news = { margin: 0, total: 0 };
  for (const [side, sign] of [
    [home, -1],
    [away, 1],
  ] as const) {
    for (const absence of side.absences) {
      if (!KEY_POSITIONS.has(absence.spot.player.position) || absence.spot.depth !== 0) continue;
      if (side.gameIndex < absence.from || side.gameIndex >= absence.to) continue;
      const cost = absenceCost(absence.spot, side.backupQbTalent);
      const target = side.gameIndex === absence.from ? news : known;
      target.margin += sign * cost.margin;
      target.total -= cost.total;
      if (target === news) {
        const at = rng.chance(0.85) ? hoursOut(26, 70) : hoursOut(1.2, 1.6);
        moves.push({ at, margin: sign * cost.margin, total: -cost.total, reason: 'injury' });
      }
    }
    const doubtful = side.keyStarters.length > 0 && rng.chance(0.07) ? rng.pick(side.keyStarters) : undefined;
    if (doubtful) {
      const half = absenceCost(doubtful, side.backupQbTalent).margin / 2;
      moves.push({ at: hoursOut(40, 70), margin: sign * half, total: 0, reason: 'questionable' });
      moves.push({ at: hoursOut(1.1, 1.8), margin: -sign * half, total: 0, reason: 'questionable' });
    }
  }
  const margin = baseMargin + form.margin + known.margin + news.margin;
  const total = baseTotal + form.total + known.total + news.total + weather.totalEffect;
  const open = {
    margin: baseMargin + known.margin + rng.normal(0, 1.1),
    total: baseTotal + known.total + rng.normal(0, 1.3),
  };

  const sharpAt = hoursOut(130, 150);
  const knowable = { margin: baseMargin + form.margin + known.margin, total: baseTotal + form.total + known.total };
  moves.push({
    at: sharpAt,
    margin: 0.55 * (knowable.margin - open.margin),
    total: 0.5 * (knowable.total - open.total),
    reason: 'sharp',
  });
  if (weather.totalEffect < 0) {
    const first = weather.totalEffect * clamp(rng.normal(0.6, 0.15), 0.3, 0.9);
    moves.push({ at: hoursOut(66, 78), margin: 0, total: first, reason: 'weather' });
    moves.push({ at: hoursOut(18, 26), margin: 0, total: weather.totalEffect - first, reason: 'weather' });
  }
  if (rng.chance(0.45)) {
    moves.push({
      at: hoursOut(8, 40),
      margin: open.margin >= 0 ? 0.5 : -0.5,
      total: rng.chance(0.5) ? 0.5 : 0,
      reason: 'public',
    });
  }
  moves.sort((a, b) => a.at - b.at);
  const closeAt = hoursOut(1.9, 5);
  const before = moves.filter((move) => move.at <= closeAt);
  const after = moves.filter((move) => move.at > closeAt);
  const sum = (list: LineMove[], key: 'margin' | 'total') => list.reduce((s, move) => s + move[key], 0);
  const closing = { margin: margin + rng.normal(0, 0.4), total: total + rng.normal(0, 0.5) };
  const close: LineMove = {
    at: closeAt,
    margin: closing.margin - sum(after, 'margin') - (open.margin + sum(before, 'margin')),
    total: closing.total - sum(after, 'total') - (open.total + sum(before, 'total')),
    reason: 'close',
  };
  return { margin, total, path: { margin: open.margin, total: open.total, moves: [...before, close, ...after] } };
}
