import { downloadCsv, toCsv, type CsvRow } from '../lib/csv';
import { Button } from './Button';

interface ExportCsvButtonProps {
  filename: string;
  /** Called on click, so that the rows are built only when the user asks for the file. */
  rows: () => readonly CsvRow[];
}

/** 'Export CSV': downloads the rows as a CSV file. */
export function ExportCsvButton({ filename, rows }: ExportCsvButtonProps) {
  return (
    <Button type="button" $variant="secondary" onClick={() => downloadCsv(filename, toCsv(rows()))}>
      Export CSV
    </Button>
  );
}
