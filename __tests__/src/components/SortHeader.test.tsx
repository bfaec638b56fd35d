import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { cssTheme } from '../../../src/components/theme';
import { SortHeader } from '../../../src/components/SortHeader';
import type { TableSort } from '../../../src/lib/tableSort';

type Column = 'name' | 'yards';

function renderHeaders(sort: TableSort<Column>, onSort: (column: Column) => void = () => {}) {
  return render(
    <ThemeProvider theme={cssTheme}>
      <table>
        <thead>
          <tr>
            <SortHeader column="name" sort={sort} onSort={onSort} numeric={false}>
              Player
            </SortHeader>
            <SortHeader column="yards" sort={sort} onSort={onSort} numeric fill style={{ width: '6rem' }}>
              Yards
            </SortHeader>
          </tr>
        </thead>
      </table>
    </ThemeProvider>,
  );
}

const header = (name: string) => screen.getByRole('columnheader', { name });

describe('SortHeader', () => {
  it.each<[TableSort<Column>, string | null, string | null, string, string]>([
    [{ column: 'name', direction: 'asc' }, 'ascending', null, '▲', ''],
    [{ column: 'name', direction: 'desc' }, 'descending', null, '▼', ''],
    [{ column: 'yards', direction: 'asc' }, null, 'ascending', '', '▲'],
    [{ column: 'yards', direction: 'desc' }, null, 'descending', '', '▼'],
  ])(
    'marks the sorted column %j with aria-sort and an arrow',
    (sort, playerSort, yardsSort, playerArrow, yardsArrow) => {
      renderHeaders(sort);
      expect(header('Player').getAttribute('aria-sort')).toBe(playerSort);
      expect(header('Yards').getAttribute('aria-sort')).toBe(yardsSort);
      expect(header('Player')).toHaveTextContent(`Player${playerArrow}`, { normalizeWhitespace: false });
      expect(header('Yards')).toHaveTextContent(`Yards${yardsArrow}`, { normalizeWhitespace: false });
    },
  );

  it('is a column header with a button named by its heading alone (the arrow is hidden)', () => {
    renderHeaders({ column: 'name', direction: 'asc' });
    expect(header('Player')).toHaveAttribute('scope', 'col');
    expect(screen.getByRole('button', { name: 'Player' })).toHaveAttribute('type', 'button');
    expect(screen.getByText('▲')).toHaveAttribute('aria-hidden', 'true');
  });

  it('marks a number column with the class num and passes its style', () => {
    renderHeaders({ column: 'name', direction: 'asc' });
    expect(header('Yards')).toHaveClass('num');
    expect(header('Yards')).toHaveStyle({ width: '6rem' });
    expect(header('Player')).not.toHaveClass('num');
    expect(header('Player')).not.toHaveAttribute('style');
  });

  it('asks for a sort by its column when pressed', async () => {
    const onSort = jest.fn();
    renderHeaders({ column: 'name', direction: 'asc' }, onSort);
    await userEvent.click(screen.getByRole('button', { name: 'Yards' }));
    await userEvent.click(screen.getByRole('button', { name: 'Player' }));
    expect(onSort.mock.calls).toEqual([['yards'], ['name']]);
  });
});
