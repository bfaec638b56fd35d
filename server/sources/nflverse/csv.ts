/**
 * A CSV reader for nflverse's files (RFC 4180): quoted fields with doubled quotes and line breaks,
 * CRLF or LF (or a lone CR), a trailing line break or none, a leading BOM. It never throws: a quote
 * that is never closed runs to the end of the text, and text after a closing quote is kept as it
 * stands. Blank lines are not records. Fields are cut from the text only when asked for, so a
 * reader that needs 25 of 145 columns pays for 25.
 */

/** One record; valid only inside the callback that receives it (the parser reuses it). */
export interface CsvRecord {
  readonly length: number;
  /** The field's text; '' for an index outside the record (a missing column is -1). */
  field(index: number): string;
}

const COMMA = 44;
const QUOTE = 34;
const CR = 13;
const LF = 10;
const BOM = 0xfeff;

const PLAIN = 0;
const QUOTED = 1;
/** Opened with a quote, but text follows the closing quote: decoded by `decodeLoose`. */
const LOOSE = 2;

class ReusedRecord implements CsvRecord {
  length = 0;
  private starts = new Int32Array(64);
  private ends = new Int32Array(64);
  private kinds = new Uint8Array(64);

  constructor(private readonly text: string) {}

  push(start: number, end: number, kind: number): void {
    if (this.length === this.starts.length) this.grow();
    this.starts[this.length] = start;
    this.ends[this.length] = end;
    this.kinds[this.length] = kind;
    this.length++;
  }

  field(index: number): string {
    if (index < 0 || index >= this.length) return '';
    const raw = this.text.slice(this.starts[index], this.ends[index]);
    const kind = this.kinds[index];
    if (kind === PLAIN) return raw;
    return kind === QUOTED ? (raw.includes('"') ? raw.replaceAll('""', '"') : raw) : decodeLoose(raw);
  }

  /** A line with nothing on it. */
  isBlank(): boolean {
    return this.length === 1 && this.kinds[0] === PLAIN && this.starts[0] === this.ends[0];
  }

  private grow(): void {
    const size = this.starts.length * 2;
    const starts = new Int32Array(size);
    const ends = new Int32Array(size);
    const kinds = new Uint8Array(size);
    starts.set(this.starts);
    ends.set(this.ends);
    kinds.set(this.kinds);
    this.starts = starts;
    this.ends = ends;
    this.kinds = kinds;
  }
}

/** `"ab""c"de` → `ab"cde`: the quoted part unescaped, the rest as it stands. */
function decodeLoose(raw: string): string {
  let out = '';
  let i = 1;
  while (i < raw.length) {
    const char = raw[i];
    if (char === '"' && raw[i + 1] === '"') {
      out += '"';
      i += 2;
    } else if (char === '"') {
      return out + raw.slice(i + 1);
    } else {
      out += char;
      i++;
    }
  }
  return out;
}

const isDelimiter = (code: number) => code === COMMA || code === LF || code === CR;

/** Calls `onRecord` for each record of the text, the header included; returns how many there were. */
export function forEachCsvRecord(text: string, onRecord: (record: CsvRecord) => void): number {
  const n = text.length;
  const record = new ReusedRecord(text);
  let count = 0;
  const emit = () => {
    if (!record.isBlank()) {
      count++;
      onRecord(record);
    }
    record.length = 0;
  };
  let i = n > 0 && text.charCodeAt(0) === BOM ? 1 : 0;
  while (i < n) {
    if (text.charCodeAt(i) === QUOTE) {
      i = quotedField(text, i, record);
    } else {
      let end = i;
      while (end < n && !isDelimiter(text.charCodeAt(end))) end++;
      record.push(i, end, PLAIN);
      i = end;
    }
    if (i >= n) break;
    const code = text.charCodeAt(i);
    if (code === COMMA) {
      i++;
      // A comma at the very end still opens one last (empty) field.
      if (i === n) record.push(n, n, PLAIN);
      continue;
    }
    i += code === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
    emit();
  }
  if (record.length > 0) emit();
  return count;
}

/** Reads the quoted field opening at `open`; returns the index just past it. */
function quotedField(text: string, open: number, record: ReusedRecord): number {
  const n = text.length;
  let from = open + 1;
  for (;;) {
    const close = text.indexOf('"', from);
    if (close === -1) {
      record.push(open + 1, n, QUOTED);
      return n;
    }
    if (text.charCodeAt(close + 1) === QUOTE) {
      from = close + 2;
      continue;
    }
    const after = close + 1;
    if (after >= n || isDelimiter(text.charCodeAt(after))) {
      record.push(open + 1, close, QUOTED);
      return after;
    }
    let end = after;
    while (end < n && !isDelimiter(text.charCodeAt(end))) end++;
    record.push(open, end, LOOSE);
    return end;
  }
}

/** Every record as an array of strings: for small texts and tests. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  forEachCsvRecord(text, (record) => rows.push(Array.from({ length: record.length }, (_, i) => record.field(i))));
  return rows;
}
