import { PageHeader } from '../../components/PageHeader';

export default function MatchupsScreen() {
  return <PageHeader title="Matchups & Odds" subtitle="Stay up to date with the latest matchups and betting lines." />;
}
