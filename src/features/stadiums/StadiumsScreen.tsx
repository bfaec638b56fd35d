import { PageHeader } from '../../components/PageHeader';

export default function StadiumsScreen() {
  return <PageHeader title="NFL Stadiums & Weather" subtitle="Every stadium, with its current weather." />;
}
