import fs, { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodeLine, scanLines } from '../../../server/sources/record/lineFile';
import { openOddsRecord, type OddsRecord } from '../../../server/sources/record/oddsRecord';
import { book, game, MINUTE, threeBooks } from './oddsFixtures';

const KICKOFF = '2025-09-07T17:00:00Z';
const T0 = Date.parse(KICKOFF) - 7 * 24 * 60 * MINUTE;

let dir: string;
let open: OddsRecord[];
const openRecord = (options?: { compact?: boolean }) => {
  const record = openOddsRecord(dir, options);
  open.push(record);
  return record;
};
const closeAll = () => open.splice(0).forEach((record) => record.close());
const file = (season = 2025) => path.join(dir, `odds-${season}.jsonl`);
const lines = (season = 2025) => readFileSync(file(season), 'utf8').split('\n').filter(Boolean);

/** Records `steps` answers for g1, the spread moving at each, and closes the record. */
function recordSteps(steps: number): void {
  const record = openRecord();
  for (let step = 0; step < steps; step++)
    record.record([game('g1', KICKOFF, threeBooks({ spread: -3 - step / 2 }))], T0 + step * 5 * MINUTE);
  closeAll();
}
const spreadsOf = (record: OddsRecord) =>
  record.history('g1')?.snapshots.map(({ bookmakers }) => bookmakers[0]?.markets[1]?.outcomes[0]?.point);

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'gridline-record-files-'));
  open = [];
});
afterEach(() => {
  closeAll();
  jest.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

describe('the line format', () => {
  it('reads back what it wrote and tells a torn, flipped or foreign line from a record', () => {
    const good = [encodeLine('{"a":1}'), encodeLine('{"b":"é"}'), encodeLine('[3]')];
    expect(scanLines(Buffer.from(good.join(''))).records).toEqual(['{"a":1}', '{"b":"é"}', '[3]']);
    const bad = [
      good[0]!.replace('"a":1', '"a":2'), // a flipped byte
      good[0]!.replace(/^\d+/, '99'), // a wrong length
      '{"a":1}\n', // no length or checksum
      '\n',
    ];
    for (const line of bad) {
      expect(scanLines(Buffer.from(good[1]! + line + good[2]!))).toMatchObject({
        records: ['{"b":"é"}', '[3]'],
        skipped: 1,
        tornLines: 0,
      });
      expect(scanLines(Buffer.from(good[1]! + line))).toMatchObject({
        records: ['{"b":"é"}'],
        skipped: 0,
        tornLines: 1,
        tornBytes: Buffer.byteLength(line),
      });
    }
    const torn = good[0]!.slice(0, -3);
    expect(scanLines(Buffer.from(good[1]! + torn))).toMatchObject({
      records: ['{"b":"é"}'],
      skipped: 0,
      tornLines: 1,
      tornBytes: Buffer.byteLength(torn),
    });
  });

  it('reads the same however the bytes are split into chunks, and drops a run of garbage without newlines', () => {
    const text = Buffer.from([encodeLine('{"a":1}'), encodeLine('{"b":"é"}'), encodeLine('[3]')].join(''));
    for (let cut = 0; cut <= text.length; cut++) {
      expect(scanLines(text.subarray(0, cut), text.subarray(cut))).toEqual(scanLines(text));
    }
    const garbage = Buffer.alloc(3 << 20, 'x');
    const good = Buffer.from(encodeLine('[3]'));
    expect(scanLines(garbage.subarray(0, 1 << 20), garbage.subarray(1 << 20), Buffer.from('\n'), good)).toMatchObject({
      records: ['[3]'],
      skipped: 1,
      tornLines: 0,
    });
    expect(scanLines(good, garbage.subarray(0, 2 << 20), garbage.subarray(2 << 20))).toMatchObject({
      records: ['[3]'],
      skipped: 0,
      tornLines: 1,
      tornBytes: 3 << 20,
      goodEnd: good.length,
    });
  });
});

describe('a torn or corrupt tail', () => {
  it('is discarded, the file cut back to its last good record, and later appends read back', () => {
    recordSteps(4);
    const whole = readFileSync(file());
    const lastStart = whole.lastIndexOf('\n', whole.length - 2) + 1;
    for (const cut of [lastStart + 1, lastStart + 12, whole.length - 40, whole.length - 1]) {
      writeFileSync(file(), whole);
      truncateSync(file(), cut);
      const record = openRecord();
      expect(record.report).toMatchObject({
        read: 1 + 4 * 3 - 1,
        discarded: 1,
        files: [{ season: 2025, tornLines: 1, tornBytes: cut - lastStart }],
      });
      expect(statSync(file()).size).toBe(lastStart);
      // The last book's last snapshot was torn off: it still shows its line before.
      expect(record.latest('g1')?.bookmakers.map((bookmaker) => bookmaker.markets[1]?.outcomes[0]?.point)).toEqual([
        -4.5, -4.5, -4,
      ]);
      expect(record.record([game('g1', KICKOFF, threeBooks({ spread: -6 }))], T0 + 60 * MINUTE)).toBe(3);
      closeAll();
      const again = openRecord();
      expect(again.report).toMatchObject({ read: 1 + 4 * 3 - 1 + 3, discarded: 0 });
      expect(spreadsOf(again)).toEqual([-3, -3.5, -4, -4.5, -6]);
      closeAll();
    }
  });

  it('discards a corrupt last line that has its newline', () => {
    recordSteps(2);
    const size = statSync(file()).size;
    fs.appendFileSync(file(), '48 0badc0de {"g":"g1","at":1,"k":"fanduel","b":{"markets":[]}}\n');
    const record = openRecord();
    expect(record.report).toMatchObject({ read: 7, discarded: 1, files: [{ skipped: 0, tornLines: 1 }] });
    expect(statSync(file()).size).toBe(size);
  });
});

describe('a corrupt line in the middle', () => {
  it('is skipped and counted, every other record kept and the file left as it is', () => {
    recordSteps(4);
    const text = lines();
    // The second answer's fanduel snapshot: its spread flipped from -3.5 to -9.5 without a new checksum.
    text[4] = text[4]!.replace('"point":-3.5', '"point":-9.5');
    writeFileSync(file(), `${text.join('\n')}\n`);
    const size = statSync(file()).size;
    const record = openRecord();
    expect(record.report).toMatchObject({
      read: 12,
      discarded: 1,
      files: [{ skipped: 1, tornLines: 0, tornBytes: 0 }],
    });
    expect(statSync(file()).size).toBe(size);
    expect(record.history('g1')?.snapshots).toHaveLength(4);
    expect(spreadsOf(record)).toEqual([-3, -3, -4, -4.5]);
    expect(
      record.history('g1')?.snapshots[1]?.bookmakers.map((bookmaker) => bookmaker.markets[1]?.outcomes[0]?.point),
    ).toEqual([-3, -3.5, -3.5]);
  });
});

describe('compaction', () => {
  const KICKOFF_2024 = '2024-12-01T18:00:00Z';
  const T2024 = Date.parse(KICKOFF_2024) - 24 * 60 * MINUTE;
  /** Season 2024: g24 with five moves of its books; fanduel and betmgm move, draftkings only once. */
  function recordSeason2024(record: OddsRecord): void {
    for (let step = 0; step < 5; step++) {
      record.record(
        [
          game('g24', KICKOFF_2024, [
            book('fanduel', { spread: -1 - step }),
            book('draftkings', { total: step < 3 ? 40 : 41 }),
            book('betmgm', { home: -110 - step }),
          ]),
        ],
        T2024 + step * 60 * MINUTE,
      );
    }
  }
  const answers = (record: OddsRecord) => ({
    opening: record.opening('g24'),
    latest: record.latest('g24'),
    history: record.history('g24'),
  });

  it('keeps each book’s open and close of an older season once a newer one begins, and the newer season whole', () => {
    const record = openRecord();
    recordSeason2024(record);
    const before = answers(record);
    expect(lines(2024)).toHaveLength(1 + 5 + 2 + 5);
    record.record([game('g1', KICKOFF, threeBooks())], T0);
    record.record([game('g1', KICKOFF, threeBooks({ spread: -4 }))], T0 + 5 * MINUTE);
    record.record([game('g1', KICKOFF, threeBooks({ spread: -5 }))], T0 + 10 * MINUTE);

    expect(record.report.compacted).toEqual([2024]);
    expect(lines(2024)).toHaveLength(1 + 2 + 2 + 2);
    const after = answers(record);
    expect(after.opening).toEqual(before.opening);
    expect(after.latest).toEqual(before.latest);
    const openAt = before.history?.snapshots[0];
    const closeAt = before.history?.snapshots.at(-1);
    // fanduel and betmgm closed at the last step, draftkings at the fourth: two times some book changed at.
    expect(after.history?.snapshots.map(({ timestamp }) => timestamp)).toEqual([
      openAt?.timestamp,
      before.history?.snapshots[3]?.timestamp,
      closeAt?.timestamp,
    ]);
    expect(after.history?.snapshots[0]).toEqual(openAt);
    expect(after.history?.snapshots.at(-1)).toEqual(closeAt);
    expect(spreadsOf(record)).toEqual([-3, -4, -5]);

    closeAll();
    const reopened = openRecord();
    expect(answers(reopened)).toEqual(after);
    expect(reopened.report.compacted).toEqual([]);
  });

  it('compacts at open a season left whole, and leaves no temporary file', () => {
    const record = openRecord({ compact: false });
    recordSeason2024(record);
    record.record([game('g1', KICKOFF, threeBooks())], T0);
    expect(lines(2024)).toHaveLength(13);
    closeAll();
    expect(openRecord().report).toMatchObject({ read: 13 + 4, compacted: [2024] });
    expect(lines(2024)).toHaveLength(7);
    expect(readdirSync(dir).sort()).toEqual(['odds-2024.jsonl', 'odds-2025.jsonl']);
  });

  it('is atomic: a crash before the rename leaves the old file whole, and the next open finishes it', () => {
    const record = openRecord({ compact: false });
    recordSeason2024(record);
    record.record([game('g1', KICKOFF, threeBooks())], T0);
    closeAll();
    const whole = readFileSync(file(2024));
    const rename = jest.spyOn(fs, 'renameSync').mockImplementation(() => {
      throw new Error('killed before the rename');
    });
    expect(() => openRecord()).toThrow('killed before the rename');
    rename.mockRestore();
    expect(readFileSync(file(2024))).toEqual(whole);
    expect(readdirSync(dir)).toContain('odds-2024.jsonl.tmp');

    const next = openRecord();
    expect(next.report).toMatchObject({ read: 13 + 4, discarded: 0, compacted: [2024] });
    expect(next.history('g24')?.snapshots).toHaveLength(3);
    expect(readdirSync(dir).sort()).toEqual(['odds-2024.jsonl', 'odds-2025.jsonl']);
  });
});
