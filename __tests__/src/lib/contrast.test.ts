import fc from 'fast-check';
import { theme } from '../../../src/components/theme';
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
      fc.property(hex, (color) =>
        ROW_BACKGROUNDS.every((background) => contrastRatio(readableOn(color, ROW_BACKGROUNDS), background) >= 4.5),
      ),
    );
  });

  it('picks what stepping the hex colour and measuring each step against every background picks', () => {
    // The plain reading of the rule, one '#rrggbb' step at a time through contrastRatio.
    const byHexSteps = (color: string, backgrounds: readonly string[], ratio: number, toward: 'black' | 'white') => {
      const end = toward === 'black' ? 0 : 255;
      const channels = [1, 3, 5].map((at) => Number.parseInt(color.slice(at, at + 2), 16));
      for (let step = 0; step <= 20; step++) {
        const hex = `#${channels
          .map((c) =>
            Math.round(end + (c - end) * (1 - step / 20))
              .toString(16)
              .padStart(2, '0'),
          )
          .join('')}`;
        if (backgrounds.every((background) => contrastRatio(hex, background) >= ratio)) return hex;
      }
      return toward === 'black' ? '#000000' : '#ffffff';
    };
    const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
    fc.assert(
      fc.property(
        hex,
        fc.array(hex, { minLength: 1, maxLength: 3 }),
        fc.constantFrom(3, 4.5, 7),
        fc.constantFrom('black' as const, 'white' as const),
        (color, backgrounds, ratio, toward) => {
          expect(readableOn(color, backgrounds, ratio, toward)).toBe(byHexSteps(color, backgrounds, ratio, toward));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('keeps the team colours as distinct from each other as they were', () => {
    const primaries = Object.values(TEAM_COLORS).map(({ primary }) => primary.toLowerCase());
    const readable = primaries.map((primary) => readableOn(primary, ROW_BACKGROUNDS));
    expect(new Set(readable).size).toBe(new Set(primaries).size);
  });
});
