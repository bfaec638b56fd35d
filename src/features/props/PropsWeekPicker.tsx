import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ClockValue } from '../../components/ClockValue';
import { PRERENDERED_WEEK } from '../../config/constants';
import { WeekPicker } from '../../components/WeekPicker';
import { selectWeekOdds } from '../odds/oddsSelectors';
import { selectSelectedWeek, weekSelected } from '../week/weekSlice';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
`;

const MatchupsLink = styled(Link)`
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
`;

const Note = styled.p<{ $error?: boolean }>`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme, $error }) => ($error ? theme.colors.error : theme.colors.textMuted)};
`;

/** The week whose games give the opponents (shared with /nfl; the page subscribes to its games). */
export function PropsWeekPicker() {
  const dispatch = useAppDispatch();
  const week = useAppSelector(selectSelectedWeek);
  const odds = useAppSelector(selectWeekOdds);

  let note: string | undefined;
  if (odds.isLoading) note = `Loading Week ${week} games...`;
  else if (odds.isError) note = `Week ${week} games could not be loaded, so opponents show N/A.`;
  else if (odds.data && odds.data.ids.length === 0) note = `No games found for Week ${week}.`;

  return (
    <Wrapper>
      <Row>
        <WeekPicker label="Opponents for" week={week} onChange={(chosen) => dispatch(weekSelected(chosen))} />
        <MatchupsLink to="/nfl">
          {/* Only the number waits for the app: before it, the link is still named ("Week matchups"). */}
          Week{' '}
          <ClockValue value={String(week)} prerendered={PRERENDERED_WEEK}>
            {(shown) => shown}
          </ClockValue>{' '}
          matchups
        </MatchupsLink>
      </Row>
      <Note role="status" $error={odds.isError}>
        {note}
      </Note>
    </Wrapper>
  );
}
