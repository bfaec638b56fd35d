import { selectOpenTeamName } from '../../features/teams/teamProfilesSlice';
import TeamProfilesScreen from '../../features/teams/TeamProfilesScreen';
import { useAppSelector } from '../hooks';
import { useCurrentSeason, useDefenseTable } from './researchQueries';

/** /team-data: the team profiles, and while a profile is open the current season's defence table for its ranks against the position. */
export default function TeamProfilesPage() {
  const profileOpen = useAppSelector(selectOpenTeamName) !== null;
  useDefenseTable(useCurrentSeason(profileOpen));
  return <TeamProfilesScreen />;
}
