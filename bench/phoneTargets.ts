import { ratioToFloor, type LighthouseFigures, type LighthousePreset } from './lighthouse';

/** One printed line of `npm run bench`: a target, whether it is met, and what was measured. */
export interface Row {
  target: string;
  measured: string;
  pass: boolean;
}

/**
 * Issues #22 and #40: on a phone (Lighthouse's mobile preset, each run in a fresh browser, median of
 * the interleaved rounds) every screen; on a desktop, a performance score. LCP and CLS stay at
 * issue #22's budgets.
 */
export const PHONE_BUDGET = { performance: 0.95, lcpMs: 2500, tbtMs: 150, cls: 0.02 } as const;
export const DESKTOP_PERFORMANCE = 0.99;

const fixed = (value: number, digits = 1) => value.toFixed(digits);

type Shown = 'performance' | 'fcpMs' | 'lcpMs' | 'tbtMs' | 'cls';
const SHOWN: Record<Shown, { label: string; text: (value: number) => string }> = {
  performance: { label: 'perf', text: (value) => fixed(value, 2) },
  fcpMs: { label: 'FCP', text: (value) => `${fixed(value, 0)} ms` },
  lcpMs: { label: 'LCP', text: (value) => `${fixed(value, 0)} ms` },
  tbtMs: { label: 'TBT', text: (value) => `${fixed(value, 0)} ms` },
  cls: { label: 'CLS', text: (value) => fixed(value, 3) },
};

/**
 * One figure with the floor page's beside it and the ratio to it (the median of the rounds' ratios):
 * "120 ms (floor 60 ms, ×2.00)"; no ratio where the floor's figure is 0.
 */
export function withFloor(figures: LighthouseFigures, floor: LighthouseFigures | undefined, figure: Shown): string {
  const { text } = SHOWN[figure];
  if (!floor) return text(figures[figure]);
  const ratio = ratioToFloor(figures, floor, figure);
  return `${text(figures[figure])} (floor ${text(floor[figure])}${ratio === undefined ? '' : `, ×${fixed(ratio, 2)}`})`;
}

/** A route's figures beside the floor page's: the ratio says how far the app is from the least its stack costs. */
export function againstFloor(figures: LighthouseFigures, floor: LighthouseFigures | undefined): string {
  return [
    ...(Object.keys(SHOWN) as Shown[]).map((figure) => `${SHOWN[figure].label} ${withFloor(figures, floor, figure)}`),
    `a11y ${fixed(figures.accessibility, 2)}`,
    `bp ${fixed(figures.bestPractices, 2)}`,
  ].join(', ');
}

/** The issue #22/#40 rows of one screen under one preset, each with the floor page's figure beside it. */
export function phoneRows(
  route: string,
  preset: LighthousePreset,
  figures: LighthouseFigures | undefined,
  floor: LighthouseFigures | undefined,
): Row[] {
  if (!figures) return [{ target: `Lighthouse ${preset} ${route}`, measured: 'skipped', pass: false }];
  if (preset === 'desktop') {
    return [
      {
        target: `Lighthouse desktop ${route}: performance ≥ ${DESKTOP_PERFORMANCE}`,
        measured: withFloor(figures, floor, 'performance'),
        pass: figures.performance >= DESKTOP_PERFORMANCE,
      },
    ];
  }
  const { performance, lcpMs, tbtMs, cls } = PHONE_BUDGET;
  const floorScores = floor ? ` (floor ${fixed(floor.accessibility, 2)} / ${fixed(floor.bestPractices, 2)})` : '';
  return [
    {
      target: `Lighthouse mobile ${route}: performance ≥ ${performance}`,
      measured: withFloor(figures, floor, 'performance'),
      pass: figures.performance >= performance,
    },
    {
      target: `Lighthouse mobile ${route}: LCP ≤ ${lcpMs} ms`,
      measured: withFloor(figures, floor, 'lcpMs'),
      pass: figures.lcpMs <= lcpMs,
    },
    {
      target: `Lighthouse mobile ${route}: TBT ≤ ${tbtMs} ms`,
      measured: withFloor(figures, floor, 'tbtMs'),
      pass: figures.tbtMs <= tbtMs,
    },
    {
      target: `Lighthouse mobile ${route}: CLS ≤ ${cls}`,
      measured: withFloor(figures, floor, 'cls'),
      pass: figures.cls <= cls,
    },
    {
      target: `Lighthouse mobile ${route}: accessibility and best practices 1.0`,
      measured: `${fixed(figures.accessibility, 2)} / ${fixed(figures.bestPractices, 2)}${floorScores}`,
      pass: figures.accessibility >= 1 && figures.bestPractices >= 1,
    },
  ];
}
