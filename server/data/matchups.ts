import { TEAMS } from '../../src/domain/teams';
import type { Rng } from './random';
import { FIRST_DEMO_SEASON } from './time';

/** A game by team alias. */
export interface Pairing {
  home: string;
  away: string;
}

/** 16 games in which every team plays exactly once. */
export type Round = Pairing[];

export type RoundKind = 'division' | 'intra' | 'inter' | 'samePlace' | 'seventeenth';

export interface FormulaRound {
  kind: RoundKind;
  /** Division rounds: 0–2 first meetings, 3–5 the return legs in the same order. */
  index: number;
  games: Round;
}

type Side = 'East' | 'North' | 'South' | 'West';

interface Rotation {
  /** Each conference's two pairs of divisions that play each other in full. */
  intra: Record<'AFC' | 'NFC', Array<[Side, Side]>>;
  /** AFC division against NFC division, in full. */
  inter: Array<[Side, Side]>;
  /** AFC division against NFC division: the 17th game, between the teams of the same finish. */
  seventeenth: Array<[Side, Side]>;
  /** Who hosts the 17th game: the AFC in odd years. */
  seventeenthHost: 'AFC' | 'NFC';
}

// The rotation the demo's seasons up to 2025 were drawn with (2023 and 2024 too, so their answers stay as they were).
const INTRA: Record<'AFC' | 'NFC', Array<[Side, Side]>> = {
  AFC: [
    ['East', 'North'],
    ['South', 'West'],
  ],
  NFC: [
    ['East', 'West'],
    ['North', 'South'],
  ],
};
const INTER: Array<[Side, Side]> = [
  ['East', 'South'],
  ['North', 'North'],
  ['South', 'West'],
  ['West', 'East'],
];
const SEVENTEENTH: Array<[Side, Side]> = [
  ['East', 'East'],
  ['North', 'West'],
  ['South', 'South'],
  ['West', 'North'],
];

const ROTATION_2025: Rotation = { intra: INTRA, inter: INTER, seventeenth: SEVENTEENTH, seventeenthHost: 'AFC' };

// The NFL's formula from 2026 on. In each conference the East meets the West, the South, then the North (a
// three-year cycle from 2023's West), the other two divisions meeting each other. Each AFC division meets the NFC
// divisions in a four-year cycle (2023: East–East, North–West, South–South, West–North). The 17th game is against the
// NFC division met in full two years before, the AFC hosting in odd years.
const INTRA_EAST_CYCLE: readonly Side[] = ['West', 'South', 'North'];
const INTER_CYCLE: ReadonlyArray<Array<[Side, Side]>> = [
  [
    ['East', 'East'],
    ['North', 'West'],
    ['South', 'South'],
    ['West', 'North'],
  ],
  [
    ['East', 'West'],
    ['North', 'East'],
    ['South', 'North'],
    ['West', 'South'],
  ],
  INTER,
  [
    ['East', 'North'],
    ['North', 'South'],
    ['South', 'East'],
    ['West', 'West'],
  ],
];

const cycle = <T>(list: readonly T[], season: number): T =>
  list[(((season - 2023) % list.length) + list.length) % list.length] as T;

/** `season`'s rotation of the formula: 2025's for the demo's seasons up to it, the NFL's own after. */
export function rotationOf(season: number): Rotation {
  if (season <= FIRST_DEMO_SEASON) return ROTATION_2025;
  const east = cycle(INTRA_EAST_CYCLE, season);
  const others = (['North', 'South', 'West'] as const).filter((side) => side !== east);
  const intra: Array<[Side, Side]> = [
    ['East', east],
    [others[0] as Side, others[1] as Side],
  ];
  return {
    intra: { AFC: intra, NFC: intra },
    inter: cycle(INTER_CYCLE, season),
    seventeenth: cycle(INTER_CYCLE, season - 2),
    seventeenthHost: season % 2 === 1 ? 'AFC' : 'NFC',
  };
}

/** Teams of a division by 2024 finish (teams.ts lists each division in that order). */
function division(conference: 'AFC' | 'NFC', side: Side): string[] {
  return TEAMS.filter((t) => t.division === `${conference} ${side}`).map((t) => t.team_alias);
}

function at(list: readonly string[], i: number): string {
  const v = list[i % list.length];
  if (v === undefined) throw new Error('empty division');
  return v;
}

// Home team first; each team hosts 1 or 2 first meetings, and the return legs swap venues.
const DIVISION_FIRST_LEGS: ReadonlyArray<ReadonlyArray<[number, number]>> = [
  [
    [0, 1],
    [2, 3],
  ],
  [
    [2, 0],
    [3, 1],
  ],
  [
    [0, 3],
    [1, 2],
  ],
];

function divisionRounds(): FormulaRound[] {
  const divisions = (['AFC', 'NFC'] as const).flatMap((c) =>
    (['East', 'North', 'South', 'West'] as const).map((s) => division(c, s)),
  );
  return [0, 1, 2, 3, 4, 5].map((index) => {
    const legs = DIVISION_FIRST_LEGS[index % 3] ?? [];
    const games = divisions.flatMap((d) =>
      legs.map(([h, a]) => (index < 3 ? { home: at(d, h), away: at(d, a) } : { home: at(d, a), away: at(d, h) })),
    );
    return { kind: 'division' as const, index, games };
  });
}

/** Every team of x meets every team of y over four rounds, two at home and two away. */
function crossRounds(pairs: Array<[string[], string[]]>, kind: RoundKind, rng: Rng): FormulaRound[] {
  const shuffled = pairs.map(([x, y]) => [x, rng.shuffle(y)] as const);
  return [0, 1, 2, 3].map((k) => ({
    kind,
    index: k,
    games: shuffled.flatMap(([x, y]) =>
      x.map((team, i) => {
        const other = at(y, i + k);
        return k < 2 ? { home: team, away: other } : { home: other, away: team };
      }),
    ),
  }));
}

function samePlaceRounds(rotation: Rotation): FormulaRound[] {
  const first: Round = [];
  const second: Round = [];
  for (const conference of ['AFC', 'NFC'] as const) {
    const [[a, b], [c, d]] = rotation.intra[conference] as [[Side, Side], [Side, Side]];
    const [A, B, C, D] = [
      division(conference, a),
      division(conference, b),
      division(conference, c),
      division(conference, d),
    ];
    for (let p = 0; p < 4; p++) {
      first.push({ home: at(A, p), away: at(C, p) }, { home: at(B, p), away: at(D, p) });
      second.push({ home: at(D, p), away: at(A, p) }, { home: at(C, p), away: at(B, p) });
    }
  }
  return [
    { kind: 'samePlace', index: 0, games: first },
    { kind: 'samePlace', index: 1, games: second },
  ];
}

function seventeenthRound(rotation: Rotation): FormulaRound {
  const games = rotation.seventeenth.flatMap(([afc, nfc]) => {
    const [A, N] = [division('AFC', afc), division('NFC', nfc)];
    return [0, 1, 2, 3].map((p) =>
      rotation.seventeenthHost === 'AFC' ? { home: at(A, p), away: at(N, p) } : { home: at(N, p), away: at(A, p) },
    );
  });
  return { kind: 'seventeenth', index: 0, games };
}

/** The 17 rounds of `season`'s formula: 6 division, 4 + 4 rotation, 2 same-place and the 17th game. */
export function formulaRounds(rng: Rng, season = FIRST_DEMO_SEASON): FormulaRound[] {
  const rotation = rotationOf(season);
  const intraPairs = (['AFC', 'NFC'] as const).flatMap((c) =>
    rotation.intra[c].map(([x, y]) => [division(c, x), division(c, y)] as [string[], string[]]),
  );
  const interPairs = rotation.inter.map(([x, y]) => [division('AFC', x), division('NFC', y)] as [string[], string[]]);
  return [
    ...divisionRounds(),
    ...crossRounds(intraPairs, 'intra', rng),
    ...crossRounds(interPairs, 'inter', rng),
    ...samePlaceRounds(rotation),
    seventeenthRound(rotation),
  ];
}
