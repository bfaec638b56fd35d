import { act, screen, waitFor } from '@testing-library/react';
import { authStateChanged } from '../../../../src/features/auth/authSlice';
import { captureDownloads } from '../../../utils/downloads';
import { setFakeUser, userFor } from '../../../utils/fakeFirebase';
import { API, HttpResponse, http, server, setupMswServer } from '../../../utils/msw';
import { ANN, bet, entry, leg, posted, renderMyBets, serveBets } from './myBetsFixtures';

jest.mock('../../../../src/lib/firebase', () => jest.requireActual('../../../utils/fakeFirebase').fakeFirebase);

setupMswServer();
const downloads = captureDownloads();

describe('the My bets screen', () => {
  it('says to sign in, with a link to the login page, when signed out; its title names it', async () => {
    const { user, router } = renderMyBets({ user: null });
    expect(screen.getByRole('heading', { level: 1, name: 'My bets' })).toBeInTheDocument();
    expect(document.title).toBe('My bets · Gridline');
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('waits for the identity service before saying anything', () => {
    renderMyBets({ user: null, status: 'unknown' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('loads, then says there are no bets yet, with a hint to log one from the slip', async () => {
    serveBets(() => []);
    renderMyBets();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your bets...');
    expect((await screen.findByText(/No bets yet\./)).closest('p')).toHaveTextContent(/bet slip .* Log bet/);
    expect(screen.getByRole('link', { name: 'the matchups' })).toHaveAttribute('href', '/nfl');
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it('says the database is unavailable on a 503, and still shows the bets waiting in this browser', async () => {
    server.use(
      http.get(`${API}/me/bets`, () => HttpResponse.json({ error: 'The database is unavailable' }, { status: 503 })),
    );
    renderMyBets({ outbox: [entry({ bet: posted({ id: 'w-1' }) })] });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /The database is unavailable, so your saved bets cannot be shown right now\. Bets you log meanwhile wait in this browser/,
    );
    expect(screen.getByRole('rowheader', { name: /^Buffalo Bills −2.5/ })).toBeInTheDocument();
    expect(screen.getByText('Not saved yet')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Summary' })).not.toBeInTheDocument();
  });

  it('gives another failure’s message, and tries again on request', async () => {
    let answers = 0;
    server.use(
      http.get(`${API}/me/bets`, () => {
        answers += 1;
        return answers === 1
          ? HttpResponse.json({ error: 'Too many requests' }, { status: 429 })
          : HttpResponse.json({ bets: [bet()], summary: {} });
      }),
    );
    const { user } = renderMyBets();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your bets could not be loaded: Too many requests.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: /^Buffalo Bills/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('exports the server’s CSV of every bet with the user’s token', async () => {
    const csv = 'id,kind,placed_at\r\nb-1,single,2025-09-18T16:00:00Z\r\n';
    let authorization: string | null = null;
    serveBets(() => [bet()]);
    server.use(
      http.get(`${API}/me/bets.csv`, ({ request }) => {
        authorization = request.headers.get('Authorization');
        return new HttpResponse(csv, { headers: { 'Content-Type': 'text/csv' } });
      }),
    );
    const { user } = renderMyBets();
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(authorization).toBe(`Bearer token-${ANN.uid}`);
    expect(downloads[0]?.filename).toBe('gridline-bets.csv');
    expect(await downloads[0]?.text()).toBe(`\uFEFF${csv}`);
  });

  it('says why an export failed', async () => {
    serveBets(() => [bet()]);
    server.use(
      http.get(`${API}/me/bets.csv`, () =>
        HttpResponse.json({ error: 'The database is unavailable' }, { status: 503 }),
      ),
    );
    const { user } = renderMyBets();
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The export failed: The database is unavailable.');
    expect(downloads).toHaveLength(0);
  });

  it('never shows one user’s bets to the next to sign in on this browser', async () => {
    const BOB = userFor('bob@gridline.test');
    server.use(
      http.get(`${API}/me/bets`, ({ request }) => {
        const mine = request.headers.get('Authorization') === `Bearer token-${ANN.uid}`;
        const bets = mine ? [bet({ legs: [leg({ side: 'Anns pick' })] })] : [];
        return HttpResponse.json({ bets, summary: {} });
      }),
    );
    const { store } = renderMyBets();
    expect(await screen.findByRole('rowheader', { name: /^Anns pick/ })).toBeInTheDocument();
    act(() => {
      setFakeUser(BOB);
      store.dispatch(authStateChanged(BOB));
    });
    expect(screen.queryByText(/Anns pick/)).not.toBeInTheDocument();
    expect(await screen.findByText(/No bets yet\./)).toBeInTheDocument();
  });
});
