import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { EmptyText } from '../../components/EmptyText';
import { ErrorText } from '../../components/ErrorText';
import { Loading } from '../../components/Loading';
import { PageHeader } from '../../components/PageHeader';
import { PowerRankingsPanel } from './PowerRankingsPanel';
import { TEAM_DIVISIONS } from '../../domain/teams';
import { RankingGroupCard, RankingGroupPlaceholder } from './RankingGroupCard';
import { groupBorder } from './rankRules';
import { TeamProfileModal } from './TeamProfileModal';
import { useGetUnitRankingsQuery } from './teamsApi';
import { selectUnitRankingGroups } from './teamsSelectors';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  align-items: start;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 320px;
  }
`;

/** Division groups: 2, 3 or 4 columns at small, medium and large widths. */
const Groups = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

/** While loading, the groups' boxes hold their place (the power rankings below them on narrower screens stay put). */
const Placeholder = styled.div`
  position: relative;

  > [role='status'] {
    position: absolute;
    top: 0;
    left: calc(${({ theme }) => theme.space(4)} + 2px);
    z-index: 1;
  }
`;

export default function TeamProfilesScreen() {
  const { isLoading, error } = useGetUnitRankingsQuery();
  const groups = useAppSelector(selectUnitRankingGroups);

  let body;
  if (isLoading) {
    body = (
      <Placeholder>
        <Loading label="Loading rankings..." />
        <Groups aria-hidden="true">
          {TEAM_DIVISIONS.map(({ name, teams }) => (
            <RankingGroupPlaceholder key={name} conference={groupBorder(name)} teams={teams} />
          ))}
        </Groups>
      </Placeholder>
    );
  } else if (error) body = <ErrorText>Error loading rankings: {error.message}</ErrorText>;
  else if (groups.length === 0) body = <EmptyText>No team rankings available.</EmptyText>;
  else {
    body = (
      <Groups>
        {groups.map((group) => (
          <RankingGroupCard key={group.name} group={group} />
        ))}
      </Groups>
    );
  }

  return (
    <>
      <PageHeader title="Team Profiles" subtitle="Unit rankings by division. Choose a team for its profile." />
      <Layout>
        <div>{body}</div>
        <PowerRankingsPanel />
      </Layout>
      <TeamProfileModal />
    </>
  );
}
