import { closeSync, fstatSync, fsyncSync, ftruncateSync, openSync, readSync, renameSync, writeSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';

/**
 * The record's files are append-only text, one record a line: `<byte length> <crc32, 8 hex> <json>\n`.
 * The length and checksum cover the JSON text, so a torn write or a flipped byte is told apart from a record.
 */
export function encodeLine(json: string): string {
  return `${Buffer.byteLength(json)} ${checksum(json)} ${json}\n`;
}

const checksum = (data: string | Uint8Array): string => crc32(data).toString(16).padStart(8, '0');
const SPACE = 0x20;
const NEWLINE = 0x0a;

/** The JSON text of one line (without its newline) when its length and checksum hold, else undefined. */
function decodeLine(buffer: Buffer, start: number, end: number): string | undefined {
  const first = buffer.indexOf(SPACE, start);
  if (first < 0 || first >= end) return undefined;
  const jsonStart = first + 10;
  if (jsonStart > end || buffer[first + 9] !== SPACE) return undefined;
  const length = buffer.toString('latin1', start, first);
  if (!/^\d+$/.test(length) || Number(length) !== end - jsonStart) return undefined;
  const json = buffer.subarray(jsonStart, end);
  return buffer.toString('latin1', first + 1, first + 9) === checksum(json) ? json.toString('utf8') : undefined;
}

/**
 * What one file held: its good records' JSON texts in order, the bad lines skipped between them, the bad tail cut off.
 */
export interface LineFileRead {
  records: string[];
  /** Corrupt lines with a good record after them: skipped, the rest kept. */
  skipped: number;
  /** Lines of a torn or corrupt tail (a last line without its newline counts as one). */
  tornLines: number;
  tornBytes: number;
}

/** No record comes near this; a longer run without a newline is garbage, dropped as it is read. */
const MAX_LINE = 1 << 20;

/**
 * Splits a file's bytes, fed in chunks, into its good records. A line cut by a chunk's end waits for
 * the next; `goodEnd` is the byte after the last good record's newline.
 */
class LineScanner {
  readonly records: string[] = [];
  skipped = 0;
  private badSinceGood = 0;
  private goodEnd = 0;
  private length = 0;
  /** The unfinished line, from the absolute offset `pendingAt`; `dropping` once it outgrew MAX_LINE. */
  private pending: Buffer = Buffer.alloc(0);
  private pendingAt = 0;
  private dropping = false;

  push(chunk: Buffer): void {
    this.length += chunk.length;
    const buffer = this.pending.length > 0 ? Buffer.concat([this.pending, chunk]) : chunk;
    let start = 0;
    for (let end = buffer.indexOf(NEWLINE); end >= 0; end = buffer.indexOf(NEWLINE, start)) {
      const json = this.dropping ? undefined : decodeLine(buffer, start, end);
      this.dropping = false;
      if (json === undefined) {
        this.badSinceGood++;
      } else {
        this.records.push(json);
        this.skipped += this.badSinceGood;
        this.badSinceGood = 0;
        this.goodEnd = this.pendingAt + end + 1;
      }
      start = end + 1;
    }
    this.pendingAt += start;
    this.pending = Buffer.from(buffer.subarray(start));
    if (this.pending.length > MAX_LINE) {
      this.dropping = true;
      this.pendingAt += this.pending.length;
      this.pending = Buffer.alloc(0);
    }
  }

  finish(): LineFileRead & { goodEnd: number } {
    const tornLines = this.badSinceGood + (this.pending.length > 0 || this.dropping ? 1 : 0);
    return {
      records: this.records,
      skipped: this.skipped,
      tornLines,
      tornBytes: this.length - this.goodEnd,
      goodEnd: this.goodEnd,
    };
  }
}

/** Splits a file's bytes into its good records; `goodEnd` is the byte after the last good record's newline. */
export function scanLines(...chunks: Buffer[]): LineFileRead & { goodEnd: number } {
  const scanner = new LineScanner();
  for (const chunk of chunks) scanner.push(chunk);
  return scanner.finish();
}

const CHUNK = 1 << 20;

/**
 * Reads a record file a chunk at a time (a season is ~85 MB: it is never held whole); a torn or corrupt
 * tail is cut off on disk (truncated back to the last good record, then fsynced) so the next append
 * starts on a clean line. A missing file reads as empty.
 */
export function readLineFile(file: string): LineFileRead {
  let fd: number;
  try {
    fd = openSync(file, 'r+');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      return { records: [], skipped: 0, tornLines: 0, tornBytes: 0 };
    throw error;
  }
  try {
    const scanner = new LineScanner();
    const chunk = Buffer.allocUnsafe(CHUNK);
    for (let read = readSync(fd, chunk); read > 0; read = readSync(fd, chunk)) scanner.push(chunk.subarray(0, read));
    const { goodEnd, ...read } = scanner.finish();
    if (read.tornBytes > 0) {
      ftruncateSync(fd, goodEnd);
      fsyncSync(fd);
    }
    return read;
  } finally {
    closeSync(fd);
  }
}

function writeAll(fd: number, text: string): void {
  const bytes = Buffer.from(text, 'utf8');
  let written = 0;
  while (written < bytes.length) written += writeSync(fd, bytes, written);
}

/**
 * Appends lines to an open append-mode file and fsyncs: once this returns, they survive a crash.
 * A failed write (a full disk) is cut back off, so the next append does not land on half a line.
 */
export function appendLines(fd: number, text: string): void {
  const { size } = fstatSync(fd);
  try {
    writeAll(fd, text);
    fsyncSync(fd);
  } catch (error) {
    try {
      ftruncateSync(fd, size);
    } catch {
      // The reader discards the torn tail at the next open.
    }
    throw error;
  }
}

/** The temporary name a rewrite uses; one left behind by a crash is never read as the file. */
export const rewriteTemp = (file: string): string => `${file}.tmp`;

/**
 * Replaces a file's content atomically: the new content goes to a temporary file, is fsynced, then
 * renamed over the old one and the folder fsynced. A crash leaves the old file or the new one, whole.
 */
export function rewriteAtomically(file: string, text: string): void {
  const temp = rewriteTemp(file);
  const fd = openSync(temp, 'w');
  try {
    writeAll(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, file);
  const dir = openSync(path.dirname(file), 'r');
  try {
    fsyncSync(dir);
  } finally {
    closeSync(dir);
  }
}
