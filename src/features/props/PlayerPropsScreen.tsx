import { PageHeader } from '../../components/PageHeader';

export default function PlayerPropsScreen() {
  return <PageHeader title="Player Props" subtitle="Player prop lines and prices for the selected week." />;
}
