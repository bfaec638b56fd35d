import { createHash } from 'node:crypto';
import type { Bet, GradedBet } from '../../src/domain/bets/types';
import { legPriceTaken } from '../../src/domain/bets/gradedBet';
import { toCsv, type CsvRow } from '../../src/domain/csv';

export const IMPORT_HEADER = ['placed_at', 'game_id', 'market', 'side', 'point', 'price', 'stake', 'book', 'notes'];
const EXPORT_HEADER = ['id', 'kind', ...IMPORT_HEADER, 'status', 'profit', 'close_price', 'close_point', 'clv'];

/** RFC 4180 records: quoted fields may hold commas, quotes ("") and line breaks; CRLF or LF ends a record. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    record.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i] ?? '';
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') endField();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRecord();
    } else field += char;
  }
  if (field !== '' || record.length > 0) endRecord();
  return records;
}

/** A CSV row as the body of a single, its id made from its content so importing a file again stores nothing twice. */
export function rowToBet(row: readonly string[], occurrence: number): Record<string, unknown> {
  const [placedAt, gameId, market, side, point, price, stake, book] = row.map((cell) => cell.trim());
  const number = (cell: string | undefined) => (cell === undefined || cell === '' ? cell : Number(cell));
  const hash = createHash('sha256')
    .update(JSON.stringify([row, occurrence]))
    .digest('hex');
  const id = `${hash.slice(0, 8)}-${hash.slice(8, 12)}-4${hash.slice(13, 16)}-a${hash.slice(17, 20)}-${hash.slice(20, 32)}`;
  const pointValue = number(point);
  return {
    id,
    placed_at: placedAt,
    stake: number(stake),
    book,
    kind: 'single',
    price: number(price),
    legs: [
      { game_id: gameId, market, side, ...(pointValue === '' ? {} : { point: pointValue }), price: number(price) },
    ],
    // Notes as written (not trimmed): they come back exactly.
    ...(row[8] === undefined || row[8] === '' ? {} : { notes: row[8] }),
  };
}

/** An import error's column: `legs[0].point` is the row's `point`. */
export const importColumn = (field: string): string => field.replace(/^legs\[0\]\./, '').replace(/^legs$/, 'game_id');

/**
 * GET /api/me/bets.csv: one row per leg, the bet's own figures on each, written by the app's one CSV writer (its
 * quoting, CRLF lines, and a formula-like note made inert for spreadsheets).
 */
export function betsCsv(bets: readonly GradedBet[]): string {
  const rows: CsvRow[] = [EXPORT_HEADER];
  for (const bet of bets)
    for (const leg of bet.legs)
      rows.push([
        bet.id,
        bet.kind,
        bet.placed_at,
        leg.game_id,
        leg.market,
        leg.side,
        leg.point,
        legPriceTaken(bet satisfies Pick<Bet, 'kind' | 'price'>, leg.price),
        bet.stake,
        bet.book,
        bet.notes,
        bet.status,
        bet.profit,
        leg.close?.price,
        leg.close?.point,
        bet.clv,
      ]);
  return toCsv(rows);
}
