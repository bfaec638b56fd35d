import { act, screen, waitFor, within } from '@testing-library/react';
import { env } from '../../../../src/config/env';
import { TEAMS } from '../../../../src/domain/teams';
import { startConnectionSync } from '../../../../src/features/connection/connectionSync';
import StadiumsScreen from '../../../../src/features/stadiums/StadiumsScreen';
import { stadiumTeamSelected } from '../../../../src/features/stadiums/stadiumsSlice';
import { renderWithProviders } from '../../../utils/renderWithProviders';
import { HttpResponse, http, server, setupMswServer } from '../../../utils/msw';

setupMswServer();

const WEATHER_URL = new URL(env.weatherApiUrl, 'http://localhost').toString();

const owm = (description: string, temp: number, speed: number, deg: number) => ({
  weather: [{ id: 500, main: 'Rain', description, icon: '10d' }],
  main: { temp, feels_like: temp, humidity: 60 },
  wind: { speed, deg },
  name: 'Somewhere',
});

/** The weather service: answers in turn from `answers` (the last repeats), logging each query. */
function weatherService(...answers: Array<() => Response | Promise<Response>>) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(WEATHER_URL, async ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      const answer = answers[Math.min(queries.length, answers.length) - 1];
      return answer ? answer() : HttpResponse.json(owm('clear sky', 70, 5, 0));
    }),
  );
  return { count: () => queries.length, queries };
}

const team = (name: string) => {
  const found = TEAMS.find((t) => t.team_name === name);
  if (!found) throw new Error(`No team ${name}`);
  return found;
};

const teamsPanel = () => screen.getByRole('region', { name: 'Teams' });
const teamButton = (fullName: string) => within(teamsPanel()).getByRole('button', { name: fullName });
const details = () => screen.getByRole('region', { name: 'Stadium details' });
const fact = (term: string) => within(details()).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

/** The screen with the Chiefs' stadium shown and its weather ('Overcast clouds') loaded. */
async function renderWithChiefsWeather() {
  const weather = weatherService(() => HttpResponse.json(owm('overcast clouds', 50, 10, 0)));
  const view = renderWithProviders(<StadiumsScreen />);
  await view.user.click(teamButton('Kansas City Chiefs'));
  await view.user.click(screen.getByRole('button', { name: 'Show Weather' }));
  await screen.findByText('Overcast clouds');
  return { ...view, weather };
}

describe('the NFL Stadiums & Weather screen', () => {
  it('lists one button per team by team name, none pressed, and asks for a selection', () => {
    renderWithProviders(<StadiumsScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'NFL Stadiums & Weather' })).toBeInTheDocument();
    expect(within(teamsPanel()).getByRole('heading', { name: 'Teams' })).toBeInTheDocument();
    const buttons = within(teamsPanel()).getAllByRole('button');
    expect(buttons).toHaveLength(32);
    expect(buttons.slice(0, 4).map((b) => b.textContent)).toEqual([
      'San Francisco 49ers',
      'Chicago Bears',
      'Cincinnati Bengals',
      'Buffalo Bills',
    ]);
    expect(buttons.every((b) => b.getAttribute('aria-pressed') === 'false')).toBe(true);
    expect(screen.getByText('Select a team to view stadium details.')).toBeInTheDocument();
  });

  it('highlights the chosen team and shows its stadium card, the selection kept in the store', async () => {
    const { user, store } = renderWithProviders(<StadiumsScreen />);
    await user.click(teamButton('Kansas City Chiefs'));
    expect(teamButton('Kansas City Chiefs')).toHaveAttribute('aria-pressed', 'true');
    expect(within(teamsPanel()).getAllByRole('button', { pressed: true })).toHaveLength(1);
    expect(store.getState().stadiums.selectedTeamId).toBe(team('Chiefs').team_id);

    expect(within(details()).getByRole('heading', { name: 'GEHA Field at Arrowhead Stadium' })).toBeInTheDocument();
    expect(within(details()).getByText(/^Kansas City, MO/)).toBeInTheDocument();
    expect(fact('Capacity')).toBe('76,416');
    expect(fact('Surface')).toBe('Turf');
    expect(fact('Roof')).toBe('Outdoor');
    const image = screen.getByAltText('GEHA Field at Arrowhead Stadium, home of the Kansas City Chiefs');
    expect(image).toHaveAttribute('src', `${env.stadiumImageBaseUrl}/geha-field-at-arrowhead-stadium.jpg`);
    expect(screen.getByRole('button', { name: 'Show Weather' })).toBeInTheDocument();
    expect(screen.queryByText('Select a team to view stadium details.')).not.toBeInTheDocument();

    await user.click(teamButton('Houston Texans'));
    expect(teamButton('Kansas City Chiefs')).toHaveAttribute('aria-pressed', 'false');
    expect(fact('Capacity')).toBe('72,220');
    expect(fact('Surface')).toBe('Artificial');
    expect(fact('Roof')).toBe('Retractable dome');
  });

  it('loads the weather with Show Weather: description, Temp, Wind and an 8-point direction with its arrow', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const weather = weatherService(async () => {
      await answered;
      return HttpResponse.json(owm('light rain', 71.6, 8.4, 225));
    });
    const { user } = renderWithProviders(<StadiumsScreen />);
    await user.click(teamButton('Kansas City Chiefs'));
    expect(weather.count()).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Show Weather' }));
    expect(await screen.findByText('Loading weather...')).toHaveAttribute('role', 'status');
    answer();
    const box = await screen.findByRole('region', { name: 'Current weather' });
    expect(await within(box).findByText('Light rain')).toBeInTheDocument();
    expect(fact('Temp')).toBe('72°F');
    expect(fact('Wind')).toBe('8 mph');
    const direction = within(box).getByText('Wind Direction', { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(direction).toHaveTextContent('SW (225°)');
    const arrow = direction.querySelector('[aria-hidden="true"]') as HTMLElement;
    expect(arrow.style.transform).toBe('rotate(45deg)');
    const { lat, lon } = Object.fromEntries(weather.queries[0]!);
    expect([Number(lat), Number(lon)]).toEqual([team('Chiefs').stadium_lat, team('Chiefs').stadium_lng]);
    expect(Object.fromEntries(weather.queries[0]!)).toMatchObject({ units: 'imperial', appid: env.weatherApiKey });
  });

  it('keeps the weather per stadium: showing it again makes no request', async () => {
    const { weather, user, store } = await renderWithChiefsWeather();
    await user.click(screen.getByRole('button', { name: 'Show Weather' }));

    await user.click(teamButton('Chicago Bears'));
    expect(screen.queryByRole('region', { name: 'Current weather' })).not.toBeInTheDocument();
    await user.click(teamButton('Kansas City Chiefs'));
    expect(screen.getByText('Overcast clouds')).toBeInTheDocument();
    expect(weather.count()).toBe(1);
    expect(Object.keys(store.getState().weatherApi.queries)).toEqual([team('Chiefs').stadium_id]);

    // The Giants play at the Jets' stadium: its weather is the same reading.
    await user.click(teamButton('New York Jets'));
    await user.click(screen.getByRole('button', { name: /^MetLife Stadium, home of the New York Jets/ }));
    await screen.findByText('Overcast clouds');
    await user.click(teamButton('New York Giants'));
    expect(screen.getByText('Overcast clouds')).toBeInTheDocument();
    expect(weather.count()).toBe(2);
  });

  it('keeps a reading for the session: unused for more than a day, it is shown again with no request', async () => {
    const { weather, user, store } = await renderWithChiefsWeather();

    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    try {
      act(() => void store.dispatch(stadiumTeamSelected(team('Bears').team_id))); // the reading is now unused
      act(() => void jest.advanceTimersByTime(25 * 60 * 60 * 1000));
    } finally {
      jest.useRealTimers();
    }
    expect(Object.keys(store.getState().weatherApi.queries)).toEqual([team('Chiefs').stadium_id]);
    await user.click(teamButton('Kansas City Chiefs'));
    expect(screen.getByText('Overcast clouds')).toBeInTheDocument();
    expect(weather.count()).toBe(1);
  });

  it("refetches the shown stadium's reading when the connection is back, and keeps the others", async () => {
    const { weather, user, store } = await renderWithChiefsWeather();
    const stopSync = await startConnectionSync(store.dispatch);
    try {
      await user.click(teamButton('New York Jets'));
      await user.click(screen.getByRole('button', { name: 'Show Weather' }));
      await waitFor(() => expect(weather.count()).toBe(2));
      act(() => void window.dispatchEvent(new Event('offline')));
      act(() => void window.dispatchEvent(new Event('online')));
      await waitFor(() => expect(weather.count()).toBe(3));
      expect(weather.queries.map((query) => query.get('lat'))).toEqual(
        [team('Chiefs'), team('Jets'), team('Jets')].map((t) => String(t.stadium_lat)),
      );
      await user.click(teamButton('Kansas City Chiefs'));
      expect(screen.getByText('Overcast clouds')).toBeInTheDocument();
      expect(weather.count()).toBe(3);
    } finally {
      stopSync();
    }
  });

  it('loads the weather from the image, a keyboard-reachable button', async () => {
    const weather = weatherService(() => HttpResponse.json(owm('clear sky', 80, 3, 90)));
    const { user } = renderWithProviders(<StadiumsScreen />);
    await user.click(teamButton('Green Bay Packers'));
    const imageButton = screen.getByRole('button', {
      name: 'Lambeau Field, home of the Green Bay Packers. Show weather',
    });
    imageButton.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Clear sky')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Current weather' })).getByText('E (90°)')).toBeInTheDocument();
    expect(weather.count()).toBe(1);
  });

  it('says when the weather fails and retries on request', async () => {
    const weather = weatherService(
      () => HttpResponse.json({ cod: 500, message: 'down' }, { status: 500 }),
      () => HttpResponse.json(owm('mist', 60, 2, 180)),
    );
    const { user } = renderWithProviders(<StadiumsScreen />);
    await user.click(teamButton('Seattle Seahawks'));
    await user.click(screen.getByRole('button', { name: 'Show Weather' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Weather is unavailable right now.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Mist')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(weather.count()).toBe(2);
  });

  it('retries a failed reading from Show Weather too', async () => {
    const weather = weatherService(
      () => HttpResponse.error(),
      () => HttpResponse.json(owm('haze', 90, 1, 0)),
    );
    const { user } = renderWithProviders(<StadiumsScreen />);
    await user.click(teamButton('Arizona Cardinals'));
    await user.click(screen.getByRole('button', { name: 'Show Weather' }));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Show Weather' }));
    expect(await screen.findByText('Haze')).toBeInTheDocument();
    expect(weather.count()).toBe(2);
  });
});
