/** A minimal RFC 4180 reader for tests: CRLF- or LF-ended records, quoted fields with doubled quotes. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    const next = text[i + 1];
    if (quoted && char === '"' && next === '"') {
      field += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted) {
      field += char;
    } else if (char === ',') {
      endField();
    } else if ((char === '\r' && next === '\n') || char === '\n') {
      endField();
      rows.push(row);
      row = [];
      if (char === '\r') i++;
    } else {
      field += char;
    }
  }
  return rows;
}
