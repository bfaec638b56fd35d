import type { LighthouseFigures, LighthousePreset } from './lighthouse';

/** One printed line of `npm run bench`: a target, whether it is met, and what was measured. */
export interface Row {
  target: string;
  measured: string;
  pass: boolean;
}

/** Issue #22: on a phone (Lighthouse's mobile preset) every screen; on a desktop, a performance score. */
export const PHONE_BUDGET = { performance: 0.9, lcpMs: 2500, tbtMs: 200, cls: 0.02 } as const;
export const DESKTOP_PERFORMANCE = 0.98;

const fixed = (value: number, digits = 1) => value.toFixed(digits);
const ratio = (value: number, floor: number | undefined) => (floor ? ` (×${fixed(value / floor, 2)})` : '');

/** A route's figures beside the floor page's: the ratio says how far the app is from the least its stack costs. */
export function againstFloor(figures: LighthouseFigures, floor: LighthouseFigures | undefined): string {
  return [
    `perf ${fixed(figures.performance, 2)}${ratio(figures.performance, floor?.performance)}`,
    `FCP ${fixed(figures.fcpMs, 0)} ms${ratio(figures.fcpMs, floor?.fcpMs)}`,
    `LCP ${fixed(figures.lcpMs, 0)} ms${ratio(figures.lcpMs, floor?.lcpMs)}`,
    `TBT ${fixed(figures.tbtMs, 0)} ms${floor && floor.tbtMs > 0 ? ratio(figures.tbtMs, floor.tbtMs) : ''}`,
    `CLS ${fixed(figures.cls, 3)}`,
    `a11y ${fixed(figures.accessibility, 2)}`,
    `bp ${fixed(figures.bestPractices, 2)}`,
  ].join(', ');
}

/** The issue #22 rows of one screen under one preset. */
export function phoneRows(route: string, preset: LighthousePreset, figures: LighthouseFigures | undefined): Row[] {
  if (!figures) return [{ target: `Lighthouse ${preset} ${route}`, measured: 'skipped', pass: false }];
  if (preset === 'desktop') {
    return [{ target: `Lighthouse desktop ${route}: performance ≥ ${DESKTOP_PERFORMANCE}`, measured: fixed(figures.performance, 2), pass: figures.performance >= DESKTOP_PERFORMANCE }];
  }
  const { performance, lcpMs, tbtMs, cls } = PHONE_BUDGET;
  return [
    { target: `Lighthouse mobile ${route}: performance ≥ ${performance}`, measured: fixed(figures.performance, 2), pass: figures.performance >= performance },
    { target: `Lighthouse mobile ${route}: LCP ≤ ${lcpMs} ms`, measured: `${fixed(figures.lcpMs, 0)} ms`, pass: figures.lcpMs <= lcpMs },
    { target: `Lighthouse mobile ${route}: TBT ≤ ${tbtMs} ms`, measured: `${fixed(figures.tbtMs, 0)} ms`, pass: figures.tbtMs <= tbtMs },
    { target: `Lighthouse mobile ${route}: CLS ≤ ${cls}`, measured: fixed(figures.cls, 3), pass: figures.cls <= cls },
    {
      target: `Lighthouse mobile ${route}: accessibility and best practices 1.0`,
      measured: `${fixed(figures.accessibility, 2)} / ${fixed(figures.bestPractices, 2)}`,
      pass: figures.accessibility >= 1 && figures.bestPractices >= 1,
    },
  ];
}
