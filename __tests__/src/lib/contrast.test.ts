import fc from 'fast-check';
import { theme } from '../../../src/app/theme';
import { contrastRatio, readableOn, relativeLuminance } from '../../../src/lib/contrast';
import { TEAM_COLORS } from '../../../src/features/playerData/teamColors';

const ROW_BACKGROUNDS = [theme.colors.surface, theme.colors.rowSelected];

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#000000', 21],
    ['#1d4ed8', '#1d4ed8', 1],
    ['#767676', '#ffffff', 4.54],
    ['#777777', '#FFFFFF', 4.48],
  ])('%s on %s is %d', (a, b, expected) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 2);
  });

  it('rejects what is not a #rrggbb colour', () => {
    expect(() => relativeLuminance('red')).toThrow('Not a #rrggbb colour: red');
  });
});

describe('readableOn', () => {
  it('keeps a colour that already reaches AA', () => {
    expect(readableOn('#013369', ROW_BACKGROUNDS)).toBe('#013369');
  });

  it('darkens a colour that does not, keeping it a colour', () => {
    const darker = readableOn('#A5ACAF', ROW_BACKGROUNDS); // the Raiders' silver: 2.2:1 on white
    expect(ROW_BACKGROUNDS.every((background) => contrastRatio(darker, background) >= 4.5)).toBe(true);
    expect(relativeLuminance(darker)).toBeLessThan(relativeLuminance('#A5ACAF'));
    expect(darker).not.toBe('#000000');
  });

  it('always gives AA on the light row backgrounds', () => {
    const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
    fc.assert(
      fc.property(hex, (color) => ROW_BACKGROUNDS.every((background) => contrastRatio(readableOn(color, ROW_BACKGROUNDS), background) >= 4.5)),
    );
  });

  it('keeps the team colours as distinct from each other as they were', () => {
    const primaries = Object.values(TEAM_COLORS).map(({ primary }) => primary.toLowerCase());
    const readable = primaries.map((primary) => readableOn(primary, ROW_BACKGROUNDS));
    expect(new Set(readable).size).toBe(new Set(primaries).size);
  });
});
