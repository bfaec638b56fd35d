import { palettes, type ColorName, type Palette, type ThemeName } from '../../../src/components/theme';
import { AA_CONTRAST, contrastRatio, readableOn } from '../../../src/lib/contrast';
import { TEAM_COLORS } from '../../../src/features/playerData/teamColors';

/** WCAG AA: 4.5 for text, 3 for large text and the parts of controls (focus ring, borders that carry meaning). */
const TEXT = AA_CONTRAST;
const UI = 3;

/** Every foreground the app sets on a background, as it is used. */
const PAIRS: Array<[ColorName, ColorName[], number]> = [
  ['text', ['page', 'surface', 'surfaceMuted', 'tableHeader', 'rowSelected'], TEXT],
  ['textMuted', ['page', 'surface', 'surfaceMuted', 'tableHeader', 'rowSelected'], TEXT],
  ['accent', ['page', 'surface', 'surfaceMuted'], TEXT],
  ['accentText', ['accent'], TEXT],
  ['headerText', ['header', 'banner', 'imageOverlay'], TEXT],
  ['headerMuted', ['header'], TEXT],
  ['gold', ['banner', 'header'], TEXT],
  ['adminGreen', ['banner'], TEXT],
  ['header', ['gold'], TEXT],
  ['positive', ['page', 'surface', 'surfaceMuted'], TEXT],
  ['negative', ['page', 'surface', 'surfaceMuted'], TEXT],
  ['better', ['surface'], TEXT],
  ['worse', ['surface'], TEXT],
  ['error', ['page', 'surface', 'surfaceMuted'], TEXT],
  ['imageOverlayText', ['imageOverlay'], TEXT],
  ['afc', ['page', 'surface'], UI],
  ['nfc', ['page', 'surface'], UI],
  ['focus', ['page', 'surface', 'surfaceMuted', 'header'], UI],
  ['chartLine1', ['surface'], UI],
  ['chartLine2', ['surface'], UI],
  ['chartLine3', ['surface'], UI],
  ['chartLine4', ['surface'], UI],
];

/** The header's translucent control fills, laid over it. */
const HEADER_CONTROLS: ColorName[] = ['headerControl', 'headerControlHover'];

function rgba(color: string): [number, number, number, number] {
  const hex = /^#([0-9a-f]{6})$/i.exec(color);
  if (hex?.[1]) {
    const value = Number.parseInt(hex[1], 16);
    return [(value >> 16) & 255, (value >> 8) & 255, value & 255, 1];
  }
  const fn = /^rgba\((\d+),\s*(\d+),\s*(\d+),\s*([\d.]+)\)$/.exec(color);
  if (!fn) throw new Error(`Not a colour this test reads: ${color}`);
  return [Number(fn[1]), Number(fn[2]), Number(fn[3]), Number(fn[4])];
}

/** `color` as seen over `under` (an opaque colour), as '#rrggbb'. */
function over(color: string, under: string): string {
  const [r, g, b, a] = rgba(color);
  const [ur, ug, ub] = rgba(under);
  return `#${[
    [r, ur],
    [g, ug],
    [b, ub],
  ]
    .map(([c, u]) =>
      Math.round(c! * a + u! * (1 - a))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** A translucent background at its worst: over white and over black (a photo can be either). */
const seenAs = (palette: Palette, name: ColorName): string[] =>
  rgba(palette[name])[3] === 1 ? [palette[name]] : [over(palette[name], '#ffffff'), over(palette[name], '#000000')];

const THEMES: ThemeName[] = ['light', 'dark'];

describe.each(THEMES)('the %s palette', (themeName) => {
  const palette = palettes[themeName];

  it.each(PAIRS)('keeps %s readable on its backgrounds', (foreground, backgrounds, ratio) => {
    const failures = backgrounds.flatMap((background) =>
      seenAs(palette, background)
        .map((seen) => ({ background, ratio: contrastRatio(palette[foreground], seen) }))
        .filter((result) => result.ratio < ratio),
    );
    expect(failures).toEqual([]);
  });

  it('keeps the header text readable on its controls', () => {
    for (const control of HEADER_CONTROLS) {
      expect(contrastRatio(palette.headerText, over(palette[control], palette.header))).toBeGreaterThanOrEqual(TEXT);
    }
  });

  it('keeps every team colour readable on player rows, selected or not', () => {
    const rows = [palette.surface, palette.rowSelected];
    const toward = themeName === 'dark' ? 'white' : 'black';
    const unreadable = Object.entries(TEAM_COLORS).filter(([, { primary }]) => {
      const shown = readableOn(primary, rows, TEXT, toward);
      return rows.some((row) => contrastRatio(shown, row) < TEXT);
    });
    expect(unreadable).toEqual([]);
  });

  it('keeps the comparison chart bars apart in greyscale, each with an outline that shows on the dialog', () => {
    const bars = (['chartBar1', 'chartBar2', 'chartBar3', 'chartBar4'] as const).map((name) => palette[name]);
    for (const [index, bar] of bars.entries()) {
      for (const other of bars.slice(index + 1)) expect(contrastRatio(bar, other)).toBeGreaterThanOrEqual(1.5);
    }
    expect(contrastRatio(palette.text, palette.surface)).toBeGreaterThanOrEqual(3); // the bars' outline
  });
});

describe('the dark palette', () => {
  it('lightens dark team colours rather than giving them all up for white', () => {
    const shown = Object.values(TEAM_COLORS).map(({ primary }) =>
      readableOn(primary, [palettes.dark.surface, palettes.dark.rowSelected], TEXT, 'white'),
    );
    expect(shown.filter((color) => color === '#ffffff')).toEqual([]);
  });

  it('defines every colour the light one does', () => {
    expect(Object.keys(palettes.dark).sort()).toEqual(Object.keys(palettes.light).sort());
  });
});
