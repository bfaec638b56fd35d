import { palettes, type ThemeName } from '../../../../src/components/theme';
import { BOOK_STYLES } from '../../../../src/features/lineHistory/LineHistoryLegend';
import { contrastRatio } from '../../../../src/lib/contrast';

/** WCAG 1.4.11: graphics that carry meaning need 3:1 against what they are drawn on. */
const GRAPHICS = 3;

describe.each(['light', 'dark'] as ThemeName[])('the line history in the %s theme', (theme) => {
  const palette = palettes[theme];

  it.each(BOOK_STYLES.map((style, index) => [index, style.color] as const))(
    'draws book %i (%s) at 3:1 or more on the dialog',
    (_index, color) => {
      expect(contrastRatio(palette[color], palette.surface)).toBeGreaterThanOrEqual(GRAPHICS);
    },
  );

  it('tells the books apart without colour: each has its own dash, width or marker shape', () => {
    const looks = BOOK_STYLES.map((style) => `${style.dash ?? 'solid'} ${style.width} ${style.shape}`);
    expect(new Set(looks).size).toBe(BOOK_STYLES.length);
    expect(new Set(BOOK_STYLES.map((style) => style.shape)).size).toBe(BOOK_STYLES.length);
    expect(new Set(BOOK_STYLES.map((style) => style.dash ?? 'solid')).size).toBe(BOOK_STYLES.length);
  });
});
