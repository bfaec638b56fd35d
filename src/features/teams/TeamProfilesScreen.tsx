import { PageHeader } from '../../components/PageHeader';

export default function TeamProfilesScreen() {
  return <PageHeader title="Team Profiles" subtitle="Unit rankings for every team, by division." />;
}
