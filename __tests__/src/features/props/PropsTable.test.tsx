import { act, screen, within } from '@testing-library/react';
import { useState, type ComponentProps } from 'react';
import { FIRST_ROWS, PropsTable } from '../../../../src/features/props/PropsTable';
import { stepEnds } from '../../../../src/lib/useRenderInSteps';
import type { ResearchedPropRow } from '../../../../src/features/props/propResearchSelectors';
import { renderWithProviders } from '../../../utils/renderWithProviders';

const rows: ResearchedPropRow[] = Array.from({ length: 100 }, (_, index) => ({
  id: `p${index}`,
  player: `Player ${index}`,
  team: 'Chiefs',
  opponent: 'Buffalo Bills',
  expanded: false,
  lines: [{ market: 'Receptions', line: '4.5', price: '-110', selection: 'Over' }],
}));
const reversed = [...rows].reverse();
/** Where the steps end for 100 rows: 12, 36 and 100 from 12. */
const [first = 0, second = 0, last = 0, ...more] = stepEnds(rows.length, FIRST_ROWS);

/** The row groups' player names, each group as drawn (a waiting group's rows are off the page: display: none). */
const groups = () =>
  [...document.querySelectorAll('tbody')].map((tbody) => ({
    waiting: tbody.classList.contains('waiting'),
    players: [...tbody.querySelectorAll('th[scope="row"]')].map((th) => th.textContent),
  }));
const names = (list: readonly ResearchedPropRow[]) => list.map((row) => row.player);

type TableProps = ComponentProps<typeof PropsTable>;

/** The table in the app's providers, its props changed as the screen would change them. */
function renderTable(props: TableProps) {
  let change: (next: TableProps) => void = () => undefined;
  function Harness() {
    const [current, setCurrent] = useState(props);
    change = setCurrent;
    return <PropsTable {...current} />;
  }
  const view = renderWithProviders(<Harness />);
  return { ...view, rerender: (next: TableProps) => act(() => change(next)) };
}

describe('PropsTable', () => {
  it('draws the rows in one group per step, and a group whose turn has not come draws nothing new', () => {
    const view = renderTable({ rows, shown: FIRST_ROWS, total: 100, busy: true });
    expect(more).toEqual([]);
    expect(groups()).toEqual([
      { waiting: false, players: names(rows.slice(0, first)) },
      { waiting: true, players: [] },
      { waiting: true, players: [] },
    ]);
    view.rerender({ rows, shown: second, total: 100, busy: true });
    expect(groups().map((group) => group.players.length)).toEqual([first, second - first, 0]);
    view.rerender({ rows, shown: last, total: 100 });
    expect(groups()).toEqual([
      { waiting: false, players: names(rows.slice(0, first)) },
      { waiting: false, players: names(rows.slice(first, second)) },
      { waiting: false, players: names(rows.slice(second)) },
    ]);
    expect(screen.getAllByRole('rowheader').map((th) => th.textContent)).toEqual(names(rows));
  });

  it('draws a new order in place: its first rows update the rows there, the rest keep theirs off the page until their turn', () => {
    const view = renderTable({ rows, total: 100 });
    const firstToggle = screen.getAllByRole('button', { name: /^Show odds for/ })[0];
    const rowCount = document.querySelectorAll('tbody tr').length;

    view.rerender({ rows: reversed, shown: FIRST_ROWS, total: 100, busy: true });
    expect(groups()).toEqual([
      { waiting: false, players: names(reversed.slice(0, first)) },
      { waiting: true, players: names(rows.slice(first, second)) },
      { waiting: true, players: names(rows.slice(second)) },
    ]);
    // Waiting rows are out of sight and out of the accessibility tree.
    expect(screen.getAllByRole('rowheader').map((th) => th.textContent)).toEqual(names(reversed.slice(0, first)));
    // Nothing was taken off the page or built again: the first row's toggle is the same element, now Player 99's.
    expect(document.querySelectorAll('tbody tr')).toHaveLength(rowCount);
    expect(screen.getAllByRole('button', { name: /^Show odds for/, hidden: true })[0]).toBe(firstToggle);
    expect(firstToggle).toHaveAccessibleName('Show odds for Player 99');

    view.rerender({ rows: reversed, total: 100 });
    expect(screen.getAllByRole('rowheader').map((th) => th.textContent)).toEqual(names(reversed));
  });

  it("keeps each player's row open through a new order, wherever his row goes", async () => {
    const view = renderTable({ rows, total: 100 });
    await view.user.click(screen.getByRole('button', { name: 'Show odds for Player 1' }));
    expect(screen.getByRole('button', { name: 'Show odds for Player 1' })).toHaveAttribute('aria-expanded', 'true');

    view.rerender({ rows: reversed, total: 100 });
    const opened = screen.getByRole('button', { name: 'Show odds for Player 1' });
    expect(opened).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(document.getElementById(opened.getAttribute('aria-controls') ?? '') as HTMLElement).getByRole('table'),
    ).toHaveAccessibleName(/Player 1\b/);
    expect(
      screen
        .getAllByRole('button', { name: /^Show odds for/ })
        .filter((toggle) => toggle.getAttribute('aria-expanded') === 'true'),
    ).toHaveLength(1);
  });
});
