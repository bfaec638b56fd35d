import { render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { cssTheme } from '../../../../src/components/theme';
import { readableOn } from '../../../../src/lib/contrast';
import type * as Contrast from '../../../../src/lib/contrast';
import { Table } from '../../../../src/features/playerData/playerTableStyles';
import { TEAM_COLORS } from '../../../../src/features/playerData/teamColors';

// Counted, as it is: when the team colours are worked out.
jest.mock('../../../../src/lib/contrast', () => {
  const actual = jest.requireActual<typeof Contrast>('../../../../src/lib/contrast');
  return { ...actual, readableOn: jest.fn(actual.readableOn) };
});
const readableOnCounted = jest.mocked(readableOn);

const teamRules = () =>
  [...document.querySelectorAll('style')]
    .map((style) => style.textContent ?? '')
    .join('\n')
    .match(/\.team-[a-z0-9-]+\{color:#[0-9a-f]{6};\}/g) ?? [];

describe("the Player Data table's team colours", () => {
  it('are worked out when a table first renders, not as the screen loads, and once', () => {
    // The screen's code is loaded (this file imports it) and opens without a table.
    expect(readableOnCounted).not.toHaveBeenCalled();
    const teams = Object.keys(TEAM_COLORS).length;
    const { rerender } = render(
      <ThemeProvider theme={cssTheme}>
        <Table />
      </ThemeProvider>,
    );
    // Light and dark for each team; the rules are in the page's styles.
    expect(readableOnCounted).toHaveBeenCalledTimes(teams * 2);
    expect(new Set(teamRules().map((rule) => rule.split('{')[0])).size).toBe(teams);
    rerender(
      <ThemeProvider theme={cssTheme}>
        <Table aria-label="again" />
      </ThemeProvider>,
    );
    expect(readableOnCounted).toHaveBeenCalledTimes(teams * 2);
  });
});
