import { PageHeader } from '../../components/PageHeader';

export default function PlayerDataScreen() {
  return <PageHeader title="Player Data" subtitle="Season statistics for every player, with side-by-side comparison." />;
}
