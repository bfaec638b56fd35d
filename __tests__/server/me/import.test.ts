import { aGame, emulatorToken, meServerForFile } from './support';

/**
 * CONTRACT §11's CSV import and export: every row imported or none, each bad row named by its line (the header is
 * line 1), field and reason; more than 5,000 rows is 413; the export has one row per leg with the bet's figures.
 */
const server = meServerForFile();
const HEADER = 'placed_at,game_id,market,side,point,price,stake,book,notes';

function row(
  overrides: Partial<Record<'placed_at' | 'side' | 'point' | 'price' | 'stake' | 'book' | 'notes', string>> = {},
) {
  const game = aGame();
  const cells = {
    placed_at: new Date(Date.parse(game.commence_time) - 86_400_000).toISOString(),
    game_id: game.id,
    market: 'spreads',
    side: game.home_team,
    point: '-3.5',
    price: '-110',
    stake: '2',
    book: 'fanduel',
    notes: 'from my sheet',
    ...overrides,
  };
  return [
    cells.placed_at,
    cells.game_id,
    cells.market,
    cells.side,
    cells.point,
    cells.price,
    cells.stake,
    cells.book,
    cells.notes,
  ].join(',');
}

const importCsv = (uid: string, text: string) =>
  server.as(uid)({
    method: 'POST',
    url: '/api/me/bets/import',
    headers: { 'content-type': 'text/csv' },
    payload: text,
  });

describe('the CSV import', () => {
  it('imports nothing when a row is bad, and names each bad row by line and field', async () => {
    const text = [HEADER, row(), row({ price: '50' }), row(), row({ stake: 'lots' })].join('\n');
    const refused = await importCsv('carol', text);
    expect(refused.status).toBe(400);
    const rows = (refused.body.rows as Array<{ line: number; field: string }>).map(
      ({ line, field }) => `${line}:${field}`,
    );
    expect(rows).toEqual(['3:price', '5:stake']);
    const list = await server.as('carol')({ method: 'GET', url: '/api/me/bets' });
    expect(list.body.bets).toEqual([]);
  });

  it('imports every row of a good file, once for the same file sent twice', async () => {
    const text = [HEADER, row(), row({ side: aGame().away_team, point: '3.5', price: '105' })].join('\n');
    const first = await importCsv('dave', text);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ imported: 2 });
    await importCsv('dave', text);
    const list = await server.as('dave')({ method: 'GET', url: '/api/me/bets' });
    expect((list.body.bets as unknown[]).length).toBe(2);
  });

  it('refuses more than 5,000 rows with 413, importing none', async () => {
    const text = [HEADER, ...Array.from({ length: 5_001 }, () => row({ notes: '' }))].join('\n');
    const refused = await importCsv('erin', text);
    expect(refused.status).toBe(413);
    const list = await server.as('erin')({ method: 'GET', url: '/api/me/bets' });
    expect(list.body.bets).toEqual([]);
  });

  it('exports one row per leg with the bet’s id, kind and status, notes as typed', async () => {
    const notes = '"quoted", with a comma';
    const text = [HEADER, row({ notes: `"${notes.replaceAll('"', '""')}"` })].join('\n');
    expect((await importCsv('fay', text)).status).toBe(201);
    const response = await server.app().inject({
      url: '/api/me/bets.csv',
      headers: { authorization: `Bearer ${emulatorToken('fay')}` },
    });
    expect(response.statusCode).toBe(200);
    const [header, line] = response.body.trim().split('\n');
    expect(header?.split(',').slice(0, 2)).toEqual(['id', 'kind']);
    expect(line).toContain('single');
    expect(line).toContain(`"${notes.replaceAll('"', '""')}"`);
  });
});
