import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { FormActions } from '../../components/formOutcome';
import { FormField, TextArea } from '../../components/FormField';
import { useImportBetsMutation, type FieldProblem, type MeQueryError } from './meApi';

/** CONTRACT §11's import: its header, and its limits (a body over 1 MB, or more than 5,000 rows, is refused). */
export const IMPORT_HEADER = 'placed_at,game_id,market,side,point,price,stake,book,notes';
const EXAMPLE_ROW = '2025-09-20T12:00:00Z,2025_03_BUF_MIA,spreads,Buffalo Bills,-2.5,-110,1,draftkings,';
const MAX_IMPORT_BYTES = 1024 * 1024;
const TOO_LARGE = 'The file is too large: an import takes at most 1 MB and 5,000 rows. Split it and import each part.';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};

  p {
    margin: 0;
  }
`;

const Header = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  font-size: 0.875rem;

  code {
    display: block;
    padding: ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.font.mono};
    font-size: 0.8125rem;
    overflow-wrap: anywhere;
  }
`;

/** A row a line, as the file has them. */
const CsvText = styled(TextArea)`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 0.8125rem;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8125rem;
`;

const FileField = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};

  label {
    font-size: 0.875rem;
    font-weight: 600;
  }

  input {
    max-width: 100%;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
`;

const Problems = styled.div`
  color: ${({ theme }) => theme.colors.text};

  strong {
    color: ${({ theme }) => theme.colors.error};
  }

  ul {
    max-height: 16rem;
    overflow: auto;
    margin: ${({ theme }) => theme.space(2)} 0 0;
    padding-left: ${({ theme }) => theme.space(5)};
    font-variant-numeric: tabular-nums;
  }
`;

type Outcome =
  | { kind: 'imported'; count: number }
  | { kind: 'rows'; message: string; rows: FieldProblem[] }
  | { kind: 'failed'; message: string };

/** What the API's answer to an import means to the user. */
function outcomeOf(error: MeQueryError): Outcome {
  if (error.status === 413) return { kind: 'failed', message: `${TOO_LARGE} (${error.message})` };
  const rows = (error.fields ?? []).filter((row) => row.line !== undefined);
  if (error.status === 400 && rows.length > 0) return { kind: 'rows', message: error.message, rows };
  return { kind: 'failed', message: error.message };
}

/** 'Line 7 — price: must be at most -100 or at least +100'. */
export const rowProblemText = ({ line, field, reason }: FieldProblem): string =>
  `Line ${line ?? '?'} — ${field}: ${reason}`;

/** 'Imported 20 bets'; none new when every row's bet was imported before (a row's id is made from its content). */
export const importedText = (count: number): string =>
  count === 0 ? 'No new bets: each row was imported before.' : `Imported ${count} ${count === 1 ? 'bet' : 'bets'}`;

const bytesOf = (text: string) => new Blob([text]).size;

/** A chosen file's text (FileReader: Blob.text is younger than some browsers the app serves). */
const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });

/**
 * Imports bets from a CSV file or pasted text (CONTRACT §11's columns, singles): all of them or, when any row is bad,
 * none, each bad row named by its line, field and reason. The chosen file's text shows in the box, so a row can be
 * fixed there and the import tried again.
 */
export function ImportBets({ onDone }: { onDone: () => void }) {
  const fileId = useId();
  const [importBets, { isLoading }] = useImportBetsMutation();
  const [text, setText] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  const show = (next: Outcome) => setOutcome(next);
  // The outcome is read next, from where the focus is: moved once it is drawn, in the commit that draws it (a frame
  // later, it took the focus back from the box a user had clicked meanwhile, and the paste went nowhere).
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setOutcome(null);
    if (file.size > MAX_IMPORT_BYTES) return show({ kind: 'failed', message: TOO_LARGE });
    try {
      setText(await readText(file));
    } catch {
      show({ kind: 'failed', message: `${file.name} could not be read.` });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    if (text.trim() === '') return show({ kind: 'failed', message: 'Choose a CSV file or paste its text first.' });
    if (text.split(/\r?\n/).filter((line) => line.trim() !== '').length < 2)
      return show({ kind: 'failed', message: 'The file has no bets after its first line.' });
    if (bytesOf(text) > MAX_IMPORT_BYTES) return show({ kind: 'failed', message: TOO_LARGE });
    const answer = await importBets(text);
    if ('data' in answer && answer.data) show({ kind: 'imported', count: answer.data.imported });
    else if ('error' in answer) show(outcomeOf(answer.error as MeQueryError));
  };

  return (
    <Form onSubmit={submit} aria-label="Import bets from a CSV file" noValidate>
      <Header>
        <p>One bet (a single) a line, after this first line:</p>
        <code>{IMPORT_HEADER}</code>
        <p>For example:</p>
        <code>{EXAMPLE_ROW}</code>
        <Muted>
          Times in ISO with their zone; game_id as /teamOdds and the bets export name it; book fanduel, draftkings,
          betmgm or other; point empty for a moneyline. Either every row is imported or none is.
        </Muted>
      </Header>
      <FileField>
        <label htmlFor={fileId}>CSV file</label>
        <input id={fileId} type="file" accept=".csv,text/csv" onChange={(event) => void chooseFile(event)} />
      </FileField>
      <FormField label="Or paste the CSV" hint="At most 1 MB and 5,000 rows.">
        {(control) => (
          <CsvText
            {...control}
            rows={6}
            wrap="off"
            spellCheck={false}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setOutcome(null);
            }}
          />
        )}
      </FormField>
      <div ref={outcomeRef} tabIndex={-1}>
        {outcome?.kind === 'imported' && <p role="status">{importedText(outcome.count)}</p>}
        {outcome?.kind === 'rows' && (
          <Problems role="alert">
            <p>
              <strong>Nothing was imported:</strong>{' '}
              {`${outcome.rows.length} ${outcome.rows.length === 1 ? 'problem' : 'problems'} to fix.`}
            </p>
            <ul aria-label="Rows to fix">
              {outcome.rows.map((row, index) => (
                <li key={index}>{rowProblemText(row)}</li>
              ))}
            </ul>
          </Problems>
        )}
        {outcome?.kind === 'failed' && (
          <Problems role="alert">
            <p>
              <strong>Nothing was imported:</strong> {outcome.message}
            </p>
          </Problems>
        )}
      </div>
      <FormActions>
        {outcome?.kind === 'imported' ? (
          <Button type="button" onClick={onDone}>
            Done
          </Button>
        ) : (
          <>
            <Button type="submit">{isLoading ? 'Importing…' : 'Import'}</Button>
            <Button type="button" $variant="secondary" onClick={onDone}>
              Cancel
            </Button>
          </>
        )}
      </FormActions>
    </Form>
  );
}
