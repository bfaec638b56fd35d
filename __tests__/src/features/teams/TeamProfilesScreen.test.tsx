import { act, screen, within } from '@testing-library/react';
import TeamProfilesScreen from '../../../../src/features/teams/TeamProfilesScreen';
import { selectOpenTeamName } from '../../../../src/features/teams/teamProfilesSlice';
import { renderWithProviders } from '../../../utils/renderWithProviders';
import { API, HttpResponse, http, server, setupMswServer } from '../../../utils/msw';

setupMswServer();
beforeEach(() => window.sessionStorage.clear());
afterEach(() => jest.restoreAllMocks());

const team = (team_name: string, combo: string, offense: number, defense: number, special_teams: number) => ({
  team_name,
  combo,
  units: [
    { unit: 'offense', ranking: offense },
    { unit: 'defense', ranking: defense },
    { unit: 'special_teams', ranking: special_teams },
  ],
});

const unitRankings = {
  'AFC East': [
    team('Buffalo Bills', 'Explosive offense, opportunistic defense', 1, 12, 23),
    team('Miami Dolphins', 'Speed to burn', 11, 2, 13),
  ],
  'NFC North': [team('Detroit Lions', 'Ground and pound', 3, 21, 4), team('Chicago Bears', 'Defense first', 22, 3, 12)],
  'AFC Broken': 'not a list',
};

const powerRankings = [
  { rank: 2, previous_rank: 1, team_name: 'Detroit Lions', record: '8-2', note: 'Slipped after a loss' },
  { rank: 1, previous_rank: 4, team_name: 'Buffalo Bills', record: '9-1', note: 'Rolling' },
  { rank: 3, team_name: 'Miami Dolphins' },
];

function serve(power: object = powerRankings) {
  server.use(
    http.get(`${API}/teamData/unit-rankings`, () => HttpResponse.json(unitRankings)),
    http.get(`${API}/teamData/power-rankings`, () => HttpResponse.json(power)),
  );
}

const renderScreen = () => renderWithProviders(<TeamProfilesScreen />, { route: '/team-data' });

describe('Team Profiles', () => {
  it('shows the groups with their teams, AFC groups in red and the others in blue', async () => {
    serve();
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Team Profiles' })).toBeInTheDocument();
    expect(screen.getByText('Loading rankings...')).toBeInTheDocument();
    const afc = await screen.findByRole('region', { name: 'AFC East' });
    const nfc = screen.getByRole('region', { name: 'NFC North' });
    expect(
      within(afc)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Buffalo Bills', 'Miami Dolphins']);
    expect(
      within(nfc)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Detroit Lions', 'Chicago Bears']);
    expect(afc.className).not.toBe(nfc.className);
    expect(afc.className).toBe(screen.getByRole('region', { name: 'AFC Broken' }).className);
  });

  it("says 'Invalid data format for teams' for a group that is not a list", async () => {
    serve();
    renderScreen();
    const broken = await screen.findByRole('region', { name: 'AFC Broken' });
    expect(within(broken).getByText('Invalid data format for teams')).toBeInTheDocument();
    expect(within(broken).queryByRole('button')).not.toBeInTheDocument();
  });

  it('opens a team profile with the combo and ordinal ranks, and closes it with its Close button', async () => {
    serve();
    const { user, store } = renderScreen();
    const button = await screen.findByRole('button', { name: 'Miami Dolphins' });
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Miami Dolphins' });
    expect(within(dialog).getByText('Speed to burn')).toBeInTheDocument();
    const terms = within(dialog)
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    const values = within(dialog)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(terms).toEqual(['Offense', 'Defense', 'Special Teams']);
    expect(values).toEqual(['11th', '2nd', '13th']);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(selectOpenTeamName(store.getState())).toBeNull();
    expect(button).toHaveFocus();
  });

  it.each([
    ['Buffalo Bills', ['1st', '12th', '23rd']],
    ['Detroit Lions', ['3rd', '21st', '4th']],
    ['Chicago Bears', ['22nd', '3rd', '12th']],
  ])('gives %s the ordinals %j', async (name, ordinals) => {
    serve();
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name }));
    expect(
      within(screen.getByRole('dialog'))
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(ordinals);
  });

  it('closes the profile with Escape', async () => {
    serve();
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Buffalo Bills' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows 'Error loading rankings: HTTP error! status: 503' and logs it", async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(`${API}/teamData/unit-rankings`, () => new HttpResponse('down', { status: 503 })),
      http.get(`${API}/teamData/power-rankings`, () => HttpResponse.json([])),
    );
    renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading rankings: HTTP error! status: 503');
    expect(log).toHaveBeenCalledWith('HTTP error! status: 503', expect.anything());
  });

  it('closes the profile when the user leaves the screen, so Back does not bring it back', async () => {
    serve();
    const { user, store, router } = renderWithProviders(null, {
      route: '/team-data',
      routes: [
        { path: '/team-data', element: <TeamProfilesScreen /> },
        { path: '/stadiums', element: <p>Stadiums</p> },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Miami Dolphins' }));
    expect(screen.getByRole('dialog', { name: 'Miami Dolphins' })).toBeInTheDocument();
    act(() => void router.navigate('/stadiums'));
    await screen.findByText('Stadiums');
    expect(selectOpenTeamName(store.getState())).toBeNull();
    act(() => void router.navigate(-1));
    await screen.findByRole('button', { name: 'Miami Dolphins' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the power rankings panel', () => {
  it('lists rank, movement with a spoken label, team, record and note, best first', async () => {
    serve();
    renderScreen();
    const panel = await screen.findByRole('region', { name: 'Power Rankings' });
    const items = await within(panel).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '1▲ 3Up 3 places from 4thBuffalo Bills9-1 · Rolling',
      '2▼ 1Down 1 place from 1stDetroit Lions8-2 · Slipped after a loss',
      '3NEWNewMiami Dolphins',
    ]);
  });

  it('says only that there are none when the list is empty or malformed', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    serve({ not: 'a list' });
    renderScreen();
    const panel = await screen.findByRole('region', { name: 'Power Rankings' });
    expect(await within(panel).findByText('No power rankings available.')).toBeInTheDocument();
    expect(within(panel).queryByRole('listitem')).not.toBeInTheDocument();
  });
});
