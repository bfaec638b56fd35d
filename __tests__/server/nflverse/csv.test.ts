import fc from 'fast-check';
import { forEachCsvRecord, parseCsv } from '../../../server/sources/nflverse/csv';
import { csvField, fixtureText } from './nflverseText';

describe('parseCsv (RFC 4180)', () => {
  it.each([
    [
      'plain fields, LF',
      'a,b\n1,2\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'CRLF',
      'a,b\r\n1,2\r\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'a lone CR',
      'a,b\r1,2',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'no trailing line break',
      'a,b\n1,2',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'a BOM',
      '\uFEFFa,b\n1,2\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    ['a quoted comma', 'a,"b,c"\n', [['a', 'b,c']]],
    ['doubled quotes', '"say ""hi""",x\n', [['say "hi"', 'x']]],
    [
      'a quoted line break',
      '"two\r\nlines",x\n"and\none",y\n',
      [
        ['two\r\nlines', 'x'],
        ['and\none', 'y'],
      ],
    ],
    [
      'empty fields',
      ',,\n"",x,\n',
      [
        ['', '', ''],
        ['', 'x', ''],
      ],
    ],
    ['a comma at the very end', 'a,', [['a', '']]],
    ['blank lines are no records', 'a\n\n\r\nb\n\n', [['a'], ['b']]],
    ['a quote inside an unquoted field stays', 'ab"c,d\n', [['ab"c', 'd']]],
    ['text after a closing quote is kept', '"ab""c"de,f\n', [['ab"cde', 'f']]],
    ['a quote never closed runs to the end', 'a,"bc\nd,e\n', [['a', 'bc\nd,e\n']]],
    ['nothing', '', []],
    ['only a BOM', '\uFEFF', []],
  ])('%s', (_name, text, rows) => {
    expect(parseCsv(text)).toEqual(rows);
  });

  it('reads a real nflverse row with a quoted URL holding commas', () => {
    const [header = [], first = []] = parseCsv(fixtureText('player_stats_2024_weeks1-3.csv'));
    expect(first).toHaveLength(header.length);
    expect(first[header.indexOf('headshot_url')]).toBe(
      'https://static.www.nfl.com/image/upload/f_auto,q_auto/league/jdcb4nomlc4rd6k5l6to',
    );
  });

  it('answers "" for a field outside the record', () => {
    const seen: string[] = [];
    forEachCsvRecord('a,b\n', (record) => seen.push(record.field(-1), record.field(2)));
    expect(seen).toEqual(['', '']);
  });

  it('reads back whatever a writer quotes, with either line ending, a BOM or not, a last line break or not', () => {
    const field = fc.oneof(fc.string(), fc.constantFrom('"', '""', ',', '\r\n', '\n', '\r', 'a"b', ' x '));
    // A record of one empty field is a blank line, which is no record; every other row reads back.
    const row = fc
      .array(field, { minLength: 1, maxLength: 6 })
      .filter((fields) => !(fields.length === 1 && fields[0] === ''));
    fc.assert(
      fc.property(
        fc.array(row, { maxLength: 8 }),
        fc.constantFrom('\n', '\r\n'),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (rows, eol, bom, last, quoteAll) => {
          const body = rows.map((fields) => fields.map((value) => csvField(value, quoteAll)).join(',')).join(eol);
          const text = `${bom ? '\uFEFF' : ''}${body}${last && rows.length > 0 ? eol : ''}`;
          expect(parseCsv(text)).toEqual(rows);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('never throws, and counts what it hands out, on any text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', '1', ',', '"', '\r', '\n', '\uFEFF', ' '), maxLength: 200 }),
        (text) => {
          let handed = 0;
          expect(forEachCsvRecord(text, () => handed++)).toBe(handed);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
