import { screen, within } from '@testing-library/react';
import type { RootState } from '../../../../src/app/store';
import PlayerDataPage from '../../../../src/app/pages/PlayerDataPage';
import type { PlayerStat, Season } from '../../../../src/domain/playerStats';
import { API, HttpResponse, http, server } from '../../../utils/msw';
import { renderWithProviders } from '../../../utils/renderWithProviders';

export const SEASONS: Season[] = [
  { id: 's2025', label: '2025' },
  { id: 's2024', label: '2024' },
  { id: 's2023', label: '2023' },
];

/** Answers /seasons and /playerData (per season_id; an unknown season is a 404) for one test. */
export function serveSeasons(playersBySeason: Record<string, PlayerStat[]>, seasons: Season[] = SEASONS): void {
  server.use(
    http.get(`${API}/seasons`, () => HttpResponse.json(seasons)),
    http.get(`${API}/playerData`, ({ request }) => {
      const rows = playersBySeason[new URL(request.url).searchParams.get('season_id') ?? ''];
      return rows ? HttpResponse.json(rows) : HttpResponse.json({ error: 'Unknown season' }, { status: 404 });
    }),
  );
}

/** The screen with a fresh store, once the season's players have loaded (the search prompt shows). */
export async function renderLoadedScreen(preloadedState?: Partial<RootState>) {
  const result = renderWithProviders(<PlayerDataPage />, { preloadedState });
  await screen.findByText('Type a player name or position to search.');
  return result;
}

export const searchBox = () => screen.getByLabelText('Search players by name');
export const seasonSelect = () => screen.getByLabelText<HTMLSelectElement>('Season');
export const groupSelect = () => screen.getByLabelText<HTMLSelectElement>('Position group');
export const playerTable = () => screen.getByRole('table', { name: 'Player statistics' });

/** The names in the table's rows, top to bottom. */
export const shownNames = () =>
  within(playerTable())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

/** The column headers (without the sort arrow), Select for Comparison included. */
export const shownHeaders = () =>
  within(playerTable())
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent?.replace(/[▲▼]/g, ''));

/** The cells of the row headed by this player's name. */
export function rowCells(name: string): string[] {
  const row = within(playerTable()).getByRole('rowheader', { name }).closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}
