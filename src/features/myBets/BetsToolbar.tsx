import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { Toolbar } from '../../components/Toolbar';
import { BetsFilters } from './BetsFilters';
import { downloadBetsCsv } from './betsCsvDownload';

/** The buttons line up with the drop-downs, under their labels. */
const Bar = styled(Toolbar)`
  align-items: flex-end;
`;

/** At the end of the row, or of the next one when the filters fill theirs. */
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-left: auto;
`;

const Failure = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
  font-weight: 600;
`;

/** 'Export CSV': the server's export of every bet (`GET /api/me/bets.csv`), fetched with the user's token. */
function ExportBetsButton() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const exportCsv = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await downloadBetsCsv();
    } catch (error) {
      setFailure(`The export failed: ${error instanceof Error ? error.message : String(error)}.`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button type="button" $variant="secondary" disabled={busy} onClick={() => void exportCsv()}>
        {busy ? 'Exporting…' : 'Export CSV'}
      </Button>
      {failure && <Failure role="alert">{failure}</Failure>}
    </>
  );
}

interface BetsToolbarProps {
  /**
   * The place for the ways of logging bets ("Log a bet", "Import CSV"), composed by app/ and shown before Export CSV.
   */
  actions?: ReactNode;
  /** Whether there are bets to filter and export. */
  hasBets: boolean;
}

/** The filters at the start; the logging actions (app/'s) and Export CSV at the end. */
export function BetsToolbar({ actions, hasBets }: BetsToolbarProps) {
  return (
    <Bar $below={5}>
      {hasBets ? <BetsFilters /> : <span />}
      <Actions>
        {actions}
        {hasBets && <ExportBetsButton />}
      </Actions>
    </Bar>
  );
}
