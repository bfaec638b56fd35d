import { type CsvRecord, forEachCsvRecord } from './csv';
import { nflverseTeamName } from './teams';

/** Why a data row was left out as malformed. */
export type SkipReason = 'field_count' | 'missing_id' | 'non_numeric' | 'unknown_team' | 'bad_date' | 'bad_value';

export const SKIP_REASONS: readonly SkipReason[] = [
  'field_count',
  'missing_id',
  'non_numeric',
  'unknown_team',
  'bad_date',
  'bad_value',
];

export type SkipCounts = Record<SkipReason, number>;

/** What a reader made of one file. `rows.length + ignored + Σ skipped = dataRows`. */
export interface ReadResult<Row> {
  rows: Row[];
  /** Records after the header (blank lines are none). */
  dataRows: number;
  /** Well-formed rows outside what is served (another season type). */
  ignored: number;
  skipped: SkipCounts;
}

/** The one error a reader throws: the file lacks a column it needs. */
export class MissingColumnError extends Error {
  constructor(
    readonly file: string,
    readonly column: string,
  ) {
    super(`${file} has no column "${column}"`);
    this.name = 'MissingColumnError';
  }
}

/** The header's columns by name (the first of a repeated name wins). */
export class Header {
  private readonly columns = new Map<string, number>();
  readonly width: number;

  constructor(
    private readonly file: string,
    record: CsvRecord,
  ) {
    for (let i = 0; i < record.length; i++) {
      const name = record.field(i).trim();
      if (!this.columns.has(name)) this.columns.set(name, i);
    }
    this.width = record.length;
  }

  has(name: string): boolean {
    return this.columns.has(name);
  }

  required(name: string): number {
    const index = this.columns.get(name);
    if (index === undefined) throw new MissingColumnError(this.file, name);
    return index;
  }

  /** -1 when absent: its cells then read as blank. */
  optional(name: string): number {
    return this.columns.get(name) ?? -1;
  }
}

const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** One row's cells by column index; the first reason to skip the row is kept in `problem`. */
export class RowCells {
  problem: SkipReason | undefined;
  private record: CsvRecord | undefined;

  start(record: CsvRecord): void {
    this.record = record;
    this.problem = undefined;
  }

  note(reason: SkipReason): void {
    this.problem ??= reason;
  }

  text(index: number): string {
    return this.record?.field(index) ?? '';
  }

  /** A required id: blank notes `missing_id`. */
  id(index: number): string {
    const value = this.text(index);
    if (value === '') this.note('missing_id');
    return value;
  }

  /** Blank (or R's NA) is null; anything else that is not a plain decimal number notes `non_numeric`. */
  number(index: number): number | null {
    const value = this.text(index);
    if (value === '' || value === 'NA') return null;
    if (NUMBER.test(value)) return Number(value);
    this.note('non_numeric');
    return null;
  }

  /** A required whole number (season, week). */
  integer(index: number): number {
    const value = this.number(index);
    if (value === null) this.note('missing_id');
    else if (!Number.isInteger(value)) this.note('non_numeric');
    return value ?? 0;
  }

  /** The full name of the team coded in the cell; notes `unknown_team` for a code that is none of the 32. */
  team(index: number): string {
    const name = nflverseTeamName(this.text(index));
    if (name === undefined) this.note('unknown_team');
    return name ?? '';
  }
}

export const IGNORED = Symbol('ignored');

/**
 * Reads a CSV text with a header: `setup` sees the header (and throws MissingColumnError for a
 * column it needs), then answers each well-sized data row with a row, IGNORED, or a row whose
 * cells noted a problem (then skipped and counted).
 */
export function readRows<Row>(
  text: string,
  file: string,
  setup: (header: Header) => (cells: RowCells) => Row | typeof IGNORED,
): ReadResult<Row> {
  const result: ReadResult<Row> = {
    rows: [],
    dataRows: 0,
    ignored: 0,
    skipped: Object.fromEntries(SKIP_REASONS.map((reason) => [reason, 0])) as SkipCounts,
  };
  const cells = new RowCells();
  let width = -1;
  let readRow: ((cells: RowCells) => Row | typeof IGNORED) | undefined;
  forEachCsvRecord(text, (record) => {
    if (!readRow) {
      const header = new Header(file, record);
      width = header.width;
      readRow = setup(header);
      return;
    }
    result.dataRows++;
    if (record.length !== width) {
      result.skipped.field_count++;
      return;
    }
    cells.start(record);
    const row = readRow(cells);
    if (row === IGNORED) result.ignored++;
    else if (cells.problem) result.skipped[cells.problem]++;
    else result.rows.push(row);
  });
  // An empty file has no header: it lacks every column, so the first one asked for is named.
  if (!readRow) setup(new Header(file, { length: 0, field: () => '' }));
  return result;
}
