import fc from 'fast-check';
import { csvFilename, downloadCsv, toCsv, type CsvRow } from '../../../src/lib/csv';
import { parseCsv } from '../../utils/parseCsv';

describe('toCsv', () => {
  it.each<[string, CsvRow, string]>([
    ['plain text and numbers', ['Ann Lee', 17, 4.5], 'Ann Lee,17,4.5'],
    ['a comma', ['Lee, Ann'], '"Lee, Ann"'],
    ['a quote, doubled', ['Ann "The Arm" Lee'], '"Ann ""The Arm"" Lee"'],
    ['a line feed', ['one\ntwo'], '"one\ntwo"'],
    ['a carriage return', ['one\rtwo'], '"one\rtwo"'],
    ['null and undefined as empty fields', [null, 'x', undefined], ',x,'],
    ['an empty string', ['', ''], ','],
    ['NaN and infinities as empty fields', [Number.NaN, Number.POSITIVE_INFINITY, 1], ',,1'],
    ['a negative number as a number', [-3, -0.5], '-3,-0.5'],
    ['accents and other scripts untouched', ['Érin Ødegård', 'José Núñez', '山田'], 'Érin Ødegård,José Núñez,山田'],
  ])('writes %s', (_, row, line) => {
    expect(toCsv([row])).toBe(`${line}\r\n`);
  });

  it.each(['=SUM(A1:A2)', '+1', '-1', '@cmd', '\tTab', '\rReturn'])(
    'defuses a text that would run as a formula: %j',
    (cell) => {
      expect(parseCsv(toCsv([[cell]]))).toEqual([[`'${cell}`]]);
    },
  );

  it('quotes a defused formula that holds a comma', () => {
    expect(toCsv([['=HYPERLINK("x","y")']])).toBe('"\'=HYPERLINK(""x"",""y"")"\r\n');
  });

  it('leaves a formula character that is not first alone', () => {
    expect(toCsv([['a=b', 'x-y', 'N/A']])).toBe('a=b,x-y,N/A\r\n');
  });

  it('ends every line, the last included, with CRLF', () => {
    expect(toCsv([['a', 'b'], [1, 2], []])).toBe('a,b\r\n1,2\r\n\r\n');
  });

  it('writes nothing for no rows', () => {
    expect(toCsv([])).toBe('');
  });

  it('reads back field for field', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'É', ',', '"', '\n', '\r', ' ', '=', '-', '1') });
    fc.assert(
      fc.property(fc.array(fc.array(text, { minLength: 1, maxLength: 4 }), { maxLength: 4 }), (rows) => {
        const defused = rows.map((row) => row.map((cell) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell)));
        expect(parseCsv(toCsv(rows))).toEqual(defused);
      }),
    );
  });
});

describe('csvFilename', () => {
  it.each<[string[], string]>([
    [['gridline', 'players', '2025', 'Offense'], 'gridline-players-2025-offense.csv'],
    [['gridline', 'comparison', '2025-2024'], 'gridline-comparison-2025-2024.csv'],
    [['Gridline', 'Player Data', ' Défense / QB '], 'gridline-player-data-defense-qb.csv'],
    [['gridline', '', 'players'], 'gridline-players.csv'],
  ])('slugs %j as %s', (parts, name) => {
    expect(csvFilename(parts)).toBe(name);
  });
});

describe('downloadCsv', () => {
  const createObjectURL = jest.fn((_blob: Blob) => 'blob:gridline/1');
  const revokeObjectURL = jest.fn();
  beforeEach(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('clicks a temporary download link to a UTF-8 CSV blob with a byte-order mark, then revokes its URL', async () => {
    const clicked: { href: string; download: string; attached: boolean }[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, attached: this.isConnected });
    });

    downloadCsv('gridline-players-2025-offense.csv', 'Player\r\nÉrin\r\n');

    expect(clicked).toEqual([
      { href: 'blob:gridline/1', download: 'gridline-players-2025-offense.csv', attached: true },
    ]);
    expect(document.querySelector('a[download]')).toBeNull();
    const blob = createObjectURL.mock.calls[0]?.[0] as Blob;
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe('Player\r\nÉrin\r\n'); // the decoder drops the BOM

    expect(revokeObjectURL).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:gridline/1');
  });
});
