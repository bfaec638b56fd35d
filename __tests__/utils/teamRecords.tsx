import { screen, within } from '@testing-library/react';
import TeamProfilesPage from '../../src/app/pages/TeamProfilesPage';
import { findTeam } from '../../src/domain/teams';
import { API, HttpResponse, http, server } from './msw';
import { renderWithProviders } from './renderWithProviders';

/** Unit rankings for these teams, each in its own division, and no power rankings. */
export function serveRankings(...teams: string[]): void {
  const ranked = (team_name: string) => ({
    team_name,
    combo: 'Balanced',
    units: [
      { unit: 'offense', ranking: 1 },
      { unit: 'defense', ranking: 2 },
      { unit: 'special_teams', ranking: 3 },
    ],
  });
  const groups: Record<string, unknown[]> = {};
  for (const team of teams) (groups[findTeam(team)?.division ?? 'NFC East'] ??= []).push(ranked(team));
  server.use(
    http.get(`${API}/teamData/unit-rankings`, () => HttpResponse.json(groups)),
    http.get(`${API}/teamData/power-rankings`, () => HttpResponse.json([])),
  );
}

/**
 * /team-data with the team's profile and its records against the number open: the cells of its
 * "All games" row (record, ATS, cover, O/U) and the dialog.
 */
export async function openRecordsOf(team: string): Promise<{ allGames: Array<string | null>; dialog: HTMLElement }> {
  const { user } = renderWithProviders(<TeamProfilesPage />, { route: '/team-data' });
  await user.click(await screen.findByRole('button', { name: team }));
  const dialog = screen.getByRole('dialog', { name: team });
  await user.click(within(dialog).getByRole('button', { name: 'Records against the number' }));
  const table = await within(dialog).findByRole('table', { name: `${team}: records against the number` });
  const row = within(table).getByRole('rowheader', { name: 'All games' }).closest('tr');
  return { allGames: Array.from(row?.querySelectorAll('td') ?? [], (cell) => cell.textContent), dialog };
}
