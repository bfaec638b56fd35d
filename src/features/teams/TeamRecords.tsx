import { useId } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { SHOWN_BOOKMAKERS } from '../../config/constants';
import { joinAnd, weekList } from './recordRates';
import { selectOpenTeamRecords, type RecordsView } from './recordsSelectors';
import { BREAK_EVEN_TEXT, RecordsTable } from './RecordsTable';
import { recordsHidden, recordsRequested } from './teamRecordsSlice';

const Section = styled.section`
  margin: 0 0 ${({ theme }) => theme.space(5)};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: 1rem;
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  min-height: 40px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.accent};
  font: inherit;
  font-weight: 700;
  text-align: left;
  cursor: pointer;

  span[aria-hidden] {
    display: inline-block;
    width: 1em;
  }
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8125rem;
`;

const Progress = styled.progress`
  display: block;
  width: 100%;
  margin-top: ${({ theme }) => theme.space(2)};
  accent-color: ${({ theme }) => theme.colors.accent};
`;

const BOOKS = joinAnd(SHOWN_BOOKMAKERS);

function RecordsBody({ view, team }: { view: Exclude<RecordsView, { status: 'hidden' }>; team: string }) {
  if (view.status === 'loading') {
    return (
      <>
        <Note role="status">
          Loading results: {view.settledWeeks} of {view.totalWeeks} weeks
        </Note>
        <Progress max={view.totalWeeks} value={view.settledWeeks} aria-label="Weeks of results loaded" />
      </>
    );
  }
  if (view.status === 'unavailable') return <Note>Records against the number are unavailable right now.</Note>;
  const { records, failedWeeks, throughWeek } = view;
  const played = records.splits[0]?.record.games ?? 0;
  return (
    <>
      <Note>
        Completed games of weeks 1–{throughWeek}, against the median closing line of {BOOKS}.
      </Note>
      {failedWeeks.length > 0 && <Note>Incomplete: {weekList(failedWeeks)} could not be loaded.</Note>}
      {played === 0 ? (
        <Note>No completed games yet.</Note>
      ) : (
        <>
          <RecordsTable records={records} team={team} />
          <Note>
            Ties and pushes come third when there are any. Cover: covers out of covers and losses; ▲ above, ▼ below{' '}
            {BREAK_EVEN_TEXT}, the break-even at −110.
          </Note>
          {records.byConsensus > 0 && (
            <Note>
              {records.byConsensus === 1 ? '1 game' : `${records.byConsensus} games`} without a closing line from these
              books {records.byConsensus === 1 ? 'is' : 'are'} counted against the closing consensus.
            </Note>
          )}
          {records.unpriced > 0 && (
            <Note>
              {records.unpriced === 1 ? '1 game' : `${records.unpriced} games`} without a line from these books{' '}
              {records.unpriced === 1 ? 'counts' : 'count'} in the record only, not in ATS or O/U.
            </Note>
          )}
        </>
      )}
    </>
  );
}

/**
 * The team's records against the number (issue #20), in the profile: loaded only once asked for
 * (the page starts the weeks' queries), with progress while the weeks arrive.
 */
export function TeamRecords({ team }: { team: string }) {
  const dispatch = useAppDispatch();
  const view = useAppSelector(selectOpenTeamRecords);
  const bodyId = useId();
  const shown = view.status !== 'hidden';
  return (
    <Section>
      <Heading>
        <Toggle
          type="button"
          aria-expanded={shown}
          aria-controls={shown ? bodyId : undefined}
          onClick={() => dispatch(shown ? recordsHidden() : recordsRequested(Date.now()))}
        >
          <span aria-hidden="true">{shown ? '▾' : '▸'}</span>
          Records against the number
        </Toggle>
      </Heading>
      {view.status !== 'hidden' && (
        <div id={bodyId}>
          <RecordsBody view={view} team={team} />
        </div>
      )}
    </Section>
  );
}
