import { useGetOddsQuery, useGetScoresQuery } from '../../features/odds/oddsApi';
import { selectRecordWeeks } from '../../features/teams/recordsSelectors';
import { selectOpenTeamName } from '../../features/teams/teamProfilesSlice';
import TeamProfilesScreen from '../../features/teams/TeamProfilesScreen';
import teamRecordsSlice from '../../features/teams/teamRecordsSlice';
import { useAppSelector } from '../hooks';
import { useCurrentSeason, useDefenseTable } from './researchQueries';

/** Team Profiles' records against the number: state of this screen only, joining the store with its code. */
export const slices = [teamRecordsSlice];

/** A week's final scores and its lines (the closing lines of the games played), kept while the records show. */
function WeekResultsQuery({ week }: { week: number }) {
  useGetScoresQuery(week);
  useGetOddsQuery(week);
  return null;
}

/**
 * /team-data: the team profiles; while a profile is open, the current season's defence table for its
 * ranks against the position; and the scores and odds of every week so far that the profile's
 * records against the number need (loaded only once the records are asked for).
 */
export default function TeamProfilesPage() {
  const profileOpen = useAppSelector(selectOpenTeamName) !== null;
  useDefenseTable(useCurrentSeason(profileOpen));
  const weeks = useAppSelector(selectRecordWeeks);
  return (
    <>
      <TeamProfilesScreen />
      {weeks.map((week) => (
        <WeekResultsQuery key={week} week={week} />
      ))}
    </>
  );
}
