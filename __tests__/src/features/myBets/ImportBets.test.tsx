import { act, screen, waitFor, within } from '@testing-library/react';
import { injectApi } from '../../../../src/app/store';
import { authStateChanged } from '../../../../src/features/auth/authSlice';
import { ImportBets } from '../../../../src/features/myBets/ImportBets';
import { meApi } from '../../../../src/features/myBets/meApi';
import { setFakeUser, userFor } from '../../../utils/fakeFirebase';
import { API, HttpResponse, http, server, setupMswServer } from '../../../utils/msw';
import { renderWithProviders } from '../../../utils/renderWithProviders';

jest.mock('../../../../src/lib/firebase', () => jest.requireActual('../../../utils/fakeFirebase').fakeFirebase);

injectApi(meApi);
setupMswServer();

const ANN = userFor('ann@gridline.test');
const HEADER = 'placed_at,game_id,market,side,point,price,stake,book,notes';
const row = (price: string) => `2025-09-20T12:00:00Z,2025_03_BUF_MIA,spreads,Buffalo Bills,-2.5,${price},1,draftkings,`;
const csv = (...rows: string[]) => [HEADER, ...rows].join('\n');

/** The import route, answering as `answer` says, with each body and content type it was sent. */
function importApi(answer: () => Response) {
  const sent: { body: string; type: string | null; auth: string | null }[] = [];
  server.use(
    http.post(`${API}/me/bets/import`, async ({ request }) => {
      sent.push({
        body: await request.text(),
        type: request.headers.get('Content-Type'),
        auth: request.headers.get('Authorization'),
      });
      return answer();
    }),
  );
  return sent;
}

function renderImport() {
  setFakeUser(ANN);
  const onDone = jest.fn();
  const rendered = renderWithProviders(<ImportBets onDone={onDone} />, { route: '/my-bets' });
  act(() => void rendered.store.dispatch(authStateChanged(ANN)));
  return { ...rendered, onDone };
}

const form = () => screen.getByRole('form', { name: 'Import bets from a CSV file' });
const fileInput = () => within(form()).getByLabelText('CSV file');

describe('the CSV import', () => {
  it('shows the columns it takes', () => {
    renderImport();
    expect(within(form()).getByText(HEADER)).toBeInTheDocument();
    expect(fileInput()).toHaveAttribute('accept', '.csv,text/csv');
  });

  it('names every bad row by its line, field and reason, and imports the file once fixed', async () => {
    const bad = csv(row('-110'), row('+90'), row('-105'), row('abc'));
    const sent = importApi(() =>
      HttpResponse.json(
        {
          error: 'Nothing was imported: fix the rows named',
          rows: [
            { line: 3, field: 'price', reason: 'must be at most -100 or at least +100' },
            { line: 5, field: 'price', reason: 'must be American odds, a number' },
          ],
        },
        { status: 400 },
      ),
    );
    const { user, onDone } = renderImport();
    await user.upload(fileInput(), new File([bad], 'bets.csv', { type: 'text/csv' }));
    await waitFor(() => expect(within(form()).getByLabelText('Or paste the CSV')).toHaveValue(bad));
    await user.click(within(form()).getByRole('button', { name: 'Import' }));

    const alert = await within(form()).findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was imported: 2 problems to fix.');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Line 3 — price: must be at most -100 or at least +100',
      'Line 5 — price: must be American odds, a number',
    ]);
    expect(sent).toEqual([{ body: bad, type: 'text/csv', auth: `Bearer token-${ANN.uid}` }]);

    // Fixed in the box, and sent again.
    server.use(http.post(`${API}/me/bets/import`, () => HttpResponse.json({ imported: 20 }, { status: 201 })));
    const box = within(form()).getByLabelText('Or paste the CSV');
    await user.clear(box);
    await user.click(box);
    await user.paste(csv(...Array.from({ length: 20 }, () => row('-110'))));
    expect(within(form()).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(form()).getByRole('button', { name: 'Import' }));
    expect(await within(form()).findByRole('status')).toHaveTextContent('Imported 20 bets');
    await user.click(within(form()).getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('says a file is too large when the server refuses it (413)', async () => {
    importApi(() =>
      HttpResponse.json({ error: 'The file has 5001 rows; at most 5000 are imported at once' }, { status: 413 }),
    );
    const { user } = renderImport();
    await user.click(within(form()).getByLabelText('Or paste the CSV'));
    await user.paste(csv(row('-110')));
    await user.click(within(form()).getByRole('button', { name: 'Import' }));
    expect(await within(form()).findByRole('alert')).toHaveTextContent(
      'Nothing was imported: The file is too large: an import takes at most 1 MB and 5,000 rows.',
    );
  });

  it('says when a file held only bets imported before, and sends no file without rows', async () => {
    const sent = importApi(() => HttpResponse.json({ imported: 0 }, { status: 201 }));
    const { user } = renderImport();
    const box = within(form()).getByLabelText('Or paste the CSV');
    await user.click(box);
    await user.paste(HEADER);
    await user.click(within(form()).getByRole('button', { name: 'Import' }));
    expect(within(form()).getByRole('alert')).toHaveTextContent('The file has no bets after its first line.');
    expect(sent).toHaveLength(0);
    await user.click(box);
    await user.paste(`\n${row('-110')}`);
    await user.click(within(form()).getByRole('button', { name: 'Import' }));
    expect(await within(form()).findByRole('status')).toHaveTextContent('No new bets: each row was imported before.');
  });

  it('does not send a file over 1 MB', async () => {
    const sent = importApi(() => HttpResponse.json({ imported: 0 }, { status: 201 }));
    const { user } = renderImport();
    await user.upload(fileInput(), new File(['x'.repeat(1024 * 1024 + 1)], 'big.csv', { type: 'text/csv' }));
    expect(within(form()).getByRole('alert')).toHaveTextContent(/The file is too large/);
    expect(sent).toHaveLength(0);
  });
});
