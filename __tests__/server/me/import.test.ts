import { aGame, BACKENDS, emulatorToken, meServerForFile } from './support';

/**
 * CONTRACT §11's CSV import and export: every row imported or none, each bad row named by its line (the header is
 * line 1), field and reason; more than 5,000 rows is 413; the export has one row per leg with the bet's figures.
 */
const HEADER = 'placed_at,game_id,market,side,point,price,stake,book,notes';
let game: ReturnType<typeof aGame> | undefined;

function row(
  overrides: Partial<Record<'placed_at' | 'side' | 'point' | 'price' | 'stake' | 'book' | 'notes', string>> = {},
) {
  // Looked up once: files of thousands of rows are built here.
  game ??= aGame();
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

const MB = 1024 * 1024;
const NOTES = 480;

/** A valid file of exactly `bytes` bytes: rows with notes of 480–500 characters, as long as it takes. */
function fileOfBytes(bytes: number): string {
  const bare = row({ notes: '' }).length + 1;
  const count = Math.ceil((bytes - HEADER.length) / (bare + NOTES + 20));
  const spare = bytes - HEADER.length - count * (bare + NOTES);
  if (spare < 0 || spare > count * 20) throw new Error(`no file of ${bytes} bytes with ${count} rows`);
  const notes = (index: number) => 'n'.repeat(NOTES + Math.floor(spare / count) + (index < spare % count ? 1 : 0));
  return [HEADER, ...Array.from({ length: count }, (_, index) => row({ notes: notes(index) }))].join('\n');
}

describe.each(BACKENDS)('the CSV import on %s', (backend) => {
  const server = meServerForFile(backend);
  const importCsv = (uid: string, text: string) =>
    server.as(uid)({
      method: 'POST',
      url: '/api/me/bets/import',
      headers: { 'content-type': 'text/csv' },
      payload: text,
    });

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

  it('imports a file of exactly 1 MB and answers 413 to one a byte over, importing none', async () => {
    const exact = fileOfBytes(MB);
    expect(Buffer.byteLength(exact)).toBe(MB);
    const imported = await importCsv('gil', exact);
    expect(imported.status).toBe(201);
    const rows = exact.split('\n').length - 1;
    expect(rows).toBeLessThanOrEqual(5_000);
    expect(imported.body).toEqual({ imported: rows });

    const over = fileOfBytes(MB + 1);
    expect(over.split('\n').length - 1).toBeLessThanOrEqual(5_000);
    const refused = await importCsv('hal', over);
    expect(refused.status).toBe(413);
    expect(refused.body.error).toMatch(/limit/);
    const list = await server.as('hal')({ method: 'GET', url: '/api/me/bets' });
    expect(list.body.bets).toEqual([]);
  }, 60_000);
});
