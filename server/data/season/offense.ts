import { clamp, poisson, type Rng } from '../random';
import type { RosterSpot } from '../roster';
import { pickDistinct, Pool, type BoxScore, type Counters } from './lineup';
import { receiving, rushing } from './roles';
import type { GameWeather } from './truth';

// Module-level aliases: global lookups are slow in sandboxed runtimes (jest), and these run per play.
const { log, max, round, sqrt } = Math;

/** One team's offence in one game, and what the score says it must produce. */
export interface OffenceGame {
  /** Fit players of the team this game, in roster order (quarterbacks: every healthy one). */
  fit: readonly RosterSpot[];
  /** Each fit player's rank at his position this game. */
  depth: readonly number[];
  /** Offence rating, points per game above average. */
  unit: number;
  /** Offensive touchdowns the score gives this team; each is a pass or a run. */
  touchdowns: number;
  expected: number;
  scored: number;
  /** Final margin from this team's side. */
  margin: number;
  weather: GameWeather;
}

/** What the defence faced: tackles to make, sacks, interceptions and incompletions to deflect. */
export interface Faced {
  ballCarriers: number;
  sacks: number;
  interceptions: number;
  incompletions: number;
}

interface Catch {
  receiver: Counters;
  passer: Counters;
  scoring: number;
}

/**
 * Plays one offence: the quarterback (or a backup in a blowout) throws to the fit receivers by
 * target share, runners split the carries, and the score's touchdowns go to catches and carries.
 * Passing yards are the sum of the catches, so each passer's line adds up from his receivers'.
 */
export function playOffence(rng: Rng, game: OffenceGame, box: BoxScore): Faced {
  const quarterbacks = game.fit.filter((spot) => spot.player.position === 'QB');
  const [starter, backup] = quarterbacks;
  if (!starter) throw new Error('a team without a fit quarterback');
  const starterLine = box.play(starter);
  const yardFactor =
    clamp(1 + 0.01 * (game.scored - game.expected), 0.75, 1.3) *
    (game.weather.windy ? 0.93 : 1) *
    (game.weather.wet ? 0.96 : 1);

  const plays = round(rng.normal(63, 4));
  const passShare = clamp(
    0.575 - 0.0065 * game.margin - (game.weather.windy ? 0.04 : 0) + rng.normal(0, 0.035),
    0.4,
    0.75,
  );
  const sacks = Math.min(7, poisson(rng, 2.3));
  const dropbacks = round(plays * passShare);
  const attempts = max(12, dropbacks - sacks);
  const carries = max(12, plays - dropbacks);
  const relief = backup && Math.abs(game.margin) >= 17 && rng.chance(0.5) ? rng.int(2, 7) : 0;
  const backupLine = relief && backup ? box.play(backup) : starterLine;

  const catchers: RosterSpot[] = [];
  const profiles: Array<ReturnType<typeof receiving>> = [];
  game.fit.forEach((spot, i) => {
    const profile = receiving(spot, game.depth[i] ?? 9);
    if (profile.targets > 0) {
      catchers.push(spot);
      profiles.push(profile);
    }
  });
  const targets = new Pool(
    catchers,
    profiles.map((profile) => profile.targets),
  );
  const lines = catchers.map((spot) => box.play(spot));
  const accuracy = 0.04 * (starter.talent - 0.5) - (game.weather.windy || game.weather.wet ? 0.03 : 0);
  const catches: Catch[] = [];
  for (let attempt = 0; attempt < attempts; attempt++) {
    const passer = relief && attempt >= attempts - relief ? backupLine : starterLine;
    passer.pass_attempts++;
    const index = rng.next() >= 0.05 ? targets.pickIndex(rng) : -1;
    const receiver = lines[index];
    const profile = profiles[index];
    if (!receiver || !profile) continue;
    receiver.rec_targets++;
    if (rng.next() >= profile.catchRate + accuracy) continue;
    const yards = round(profile.perCatch * yardFactor * (0.2 - 0.8 * log(1 - rng.next())));
    receiver.rec_receptions++;
    receiver.rec_yards += yards;
    passer.pass_completions++;
    passer.pass_yards += yards;
    catches.push({ receiver, passer, scoring: profile.scoring });
  }

  let interceptions = 0;
  for (const [spot, line] of relief && backup
    ? ([
        [starter, starterLine],
        [backup, backupLine],
      ] as const)
    : ([[starter, starterLine]] as const)) {
    const misses = line.pass_attempts - line.pass_completions;
    const picks = Math.min(
      misses,
      poisson(rng, line.pass_attempts * (0.031 - 0.013 * spot.talent) * (game.weather.wet ? 1.15 : 1)),
    );
    line.pass_interceptions += picks;
    interceptions += picks;
  }

  const passRate = clamp(0.6 + 0.15 * (starter.talent - 0.5) - (game.weather.wet ? 0.06 : 0), 0.4, 0.75);
  let passTouchdowns = 0;
  for (let td = 0; td < game.touchdowns; td++) if (rng.chance(passRate)) passTouchdowns++;
  const scoringCatches = pickDistinct(rng, catches, (c) => c.scoring, passTouchdowns);
  for (const { receiver, passer } of scoringCatches) {
    receiver.rec_touchdowns++;
    passer.pass_touchdowns++;
  }

  runTheBall(rng, game, box, { carries, touchdowns: game.touchdowns - scoringCatches.length, yardFactor, starter });
  return {
    ballCarriers: catches.length + carries,
    sacks,
    interceptions,
    incompletions: attempts - catches.length - interceptions,
  };
}

interface Running {
  carries: number;
  touchdowns: number;
  yardFactor: number;
  starter: RosterSpot;
}

/** Splits the carries among the runners (the starting quarterback among them), then their yards and touchdowns. */
function runTheBall(rng: Rng, game: OffenceGame, box: BoxScore, run: Running): void {
  const runners: Counters[] = [];
  const profiles: Array<ReturnType<typeof rushing>> = [];
  game.fit.forEach((spot, i) => {
    if (spot.player.position === 'QB' && spot !== run.starter) return;
    const profile = rushing(spot, game.depth[i] ?? 9, game.unit);
    if (profile.carries <= 0) return;
    runners.push(box.play(spot));
    profiles.push(profile);
  });
  const pool = new Pool(
    runners,
    profiles.map((profile) => profile.carries),
  );
  const handoffs: number[] = [];
  for (let carry = 0; carry < run.carries; carry++) {
    const index = max(0, pool.pickIndex(rng));
    const runner = runners[index];
    if (!runner) continue;
    runner.rush_attempts++;
    handoffs.push(index);
  }
  runners.forEach((runner, i) => {
    const count = runner.rush_attempts;
    if (count > 0)
      runner.rush_yards += round(
        count * (profiles[i]?.perCarry ?? 0) * run.yardFactor + rng.normal(0, sqrt(count) * 4),
      );
  });
  for (const index of pickDistinct(rng, handoffs, (i) => profiles[i]?.scoring ?? 1, run.touchdowns)) {
    const runner = runners[index];
    if (runner) runner.rush_touchdowns++;
  }
}
