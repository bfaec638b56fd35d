import { screen, waitFor, within } from '@testing-library/react';
import type { GradedBet } from '../../../../src/domain/bets/types';
import { API, HttpResponse, http, server, setupMswServer } from '../../../utils/msw';
import { bet, leg, renderMyBets, serveBets } from './myBetsFixtures';

jest.mock('../../../../src/lib/firebase', () => jest.requireActual('../../../utils/fakeFirebase').fakeFirebase);

setupMswServer();

/** A request the test lets through when it chooses, to look at the table while the answer is on its way. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

const stakeOf = async (side: string) => {
  const row = (await screen.findByRole('rowheader', { name: new RegExp(`^${side}`) })).closest('tr') as HTMLElement;
  return within(row).getAllByRole('cell')[4]?.textContent;
};

let stored: GradedBet[];
beforeEach(() => {
  stored = [
    bet({ id: 'b-1', legs: [leg({ side: 'Buffalo Bills' })] }),
    bet({ id: 'b-2', legs: [leg({ side: 'Miami Dolphins', point: 2.5 })] }),
  ];
  serveBets(() => stored);
});

describe('editing a bet', () => {
  it('sends only what changed, with the version, and shows it at once', async () => {
    const request = gate();
    let sent: { ifMatch: string | null; body: unknown } | undefined;
    server.use(
      http.patch(`${API}/me/bets/b-1`, async ({ request: patch }) => {
        sent = { ifMatch: patch.headers.get('If-Match'), body: await patch.json() };
        await request.opened;
        stored = [{ ...(stored[0] as GradedBet), stake: 3, notes: 'Bought the hook', version: 2 }, ...stored.slice(1)];
        return HttpResponse.json(stored[0]);
      }),
    );
    const { user } = renderMyBets();
    await user.click(await screen.findByRole('button', { name: /^Edit Buffalo Bills −2.5/ }));
    const dialog = screen.getByRole('dialog', { name: 'Edit bet' });
    expect(within(dialog).getByLabelText('Book')).toHaveValue('draftkings');
    await user.clear(within(dialog).getByLabelText('Stake (units)'));
    await user.type(within(dialog).getByLabelText('Stake (units)'), '3');
    await user.type(within(dialog).getByLabelText('Notes'), 'Bought the hook');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await stakeOf('Buffalo Bills')).toBe('3');
    expect(screen.getByText('Bought the hook')).toBeInTheDocument();
    await waitFor(() => expect(sent).toEqual({ ifMatch: '1', body: { stake: 3, notes: 'Bought the hook' } }));
    request.open();
    await waitFor(async () => expect(await stakeOf('Buffalo Bills')).toBe('3'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('names a bad field beside it and sends nothing', async () => {
    let patches = 0;
    server.use(
      http.patch(`${API}/me/bets/b-1`, () => {
        patches += 1;
        return HttpResponse.json({});
      }),
    );
    const { user } = renderMyBets();
    await user.click(await screen.findByRole('button', { name: /^Edit Buffalo Bills −2.5/ }));
    const dialog = screen.getByRole('dialog', { name: 'Edit bet' });
    await user.clear(within(dialog).getByLabelText('Price'));
    await user.type(within(dialog).getByLabelText('Price'), '-50');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    const price = within(dialog).getByLabelText('Price');
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription(/Price must be at most -100 or at least \+100/);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(patches).toBe(0);
  });

  it('on a stale edit (409) says another tab changed the bet, and shows the stored one; the notice is dismissed', async () => {
    const request = gate();
    server.use(
      http.patch(`${API}/me/bets/b-1`, async () => {
        await request.opened;
        stored = [{ ...(stored[0] as GradedBet), stake: 5, version: 2 }, ...stored.slice(1)];
        return HttpResponse.json({ error: 'The bet was changed elsewhere', bet: stored[0] }, { status: 409 });
      }),
    );
    const { user } = renderMyBets();
    await user.click(await screen.findByRole('button', { name: /^Edit Buffalo Bills −2.5/ }));
    const dialog = screen.getByRole('dialog', { name: 'Edit bet' });
    await user.clear(within(dialog).getByLabelText('Stake (units)'));
    await user.type(within(dialog).getByLabelText('Stake (units)'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await stakeOf('Buffalo Bills')).toBe('3');
    request.open();
    expect(await screen.findByRole('alert')).toHaveTextContent(/Another tab changed this bet/);
    await waitFor(async () => expect(await stakeOf('Buffalo Bills')).toBe('5'));
    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('deleting a bet', () => {
  it('asks first: Keep it keeps it', async () => {
    let deletes = 0;
    server.use(
      http.delete(`${API}/me/bets/b-2`, () => {
        deletes += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderMyBets();
    await user.click(await screen.findByRole('button', { name: /^Delete Miami Dolphins \+2.5/ }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this bet?' });
    expect(dialog).toHaveTextContent('Miami Dolphins +2.5 at DraftKings, 2 units, placed');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.getByRole('rowheader', { name: /^Miami Dolphins/ })).toBeInTheDocument();
    expect(deletes).toBe(0);
  });

  it('removes the bet at once, and puts it back with a notice when the server refuses', async () => {
    const request = gate();
    server.use(
      http.delete(`${API}/me/bets/b-2`, async () => {
        await request.opened;
        return HttpResponse.json({ error: 'The database is unavailable' }, { status: 503 });
      }),
    );
    const { user } = renderMyBets();
    await user.click(await screen.findByRole('button', { name: /^Delete Miami Dolphins \+2.5/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete bet' }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /^Miami Dolphins/ })).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Your bets, scrollable' })).toHaveFocus();
    request.open();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The bet was not deleted: The database is unavailable. It is back in the list.',
    );
    expect(await screen.findByRole('rowheader', { name: /^Miami Dolphins/ })).toBeInTheDocument();
  });

  it('deletes it for good when the server agrees', async () => {
    server.use(
      http.delete(`${API}/me/bets/b-2`, () => {
        stored = stored.slice(0, 1);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderMyBets();
    await user.click(await screen.findByRole('button', { name: /^Delete Miami Dolphins \+2.5/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete bet' }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /^Miami Dolphins/ })).not.toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('rowheader', { name: /^Miami Dolphins/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
