import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { EmptyText } from '../../components/EmptyText';
import { PageHeader } from '../../components/PageHeader';
import { StadiumCard } from './StadiumCard';
import { TeamsPanel } from './TeamsPanel';
import { selectSelectedStadiumTeam } from './stadiumsSelectors';

/** Stacked below 1200 px; side by side (the card beside the panel, kept in view) from there. */
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 420px);
  }
`;

const Details = styled.section`
  min-width: 0;
  scroll-margin-top: ${({ theme }) => theme.space(4)};

  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: ${({ theme }) => theme.space(4)};
  }
`;

const Prompt = styled(EmptyText)`
  margin: 0;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  text-align: center;
`;

export default function StadiumsScreen() {
  const team = useAppSelector(selectSelectedStadiumTeam);
  const teamId = team?.team_id;
  const detailsRef = useRef<HTMLElement>(null);
  const shownTeamId = useRef(teamId);

  // On stacked layouts the card sits below 32 buttons: bring a new selection into view.
  useEffect(() => {
    if (shownTeamId.current === teamId) return;
    shownTeamId.current = teamId;
    const details = detailsRef.current;
    if (!teamId || !details) return;
    if (details.getBoundingClientRect().top > window.innerHeight * 0.6) {
      details.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    }
  }, [teamId]);

  return (
    <>
      <PageHeader title="NFL Stadiums & Weather" subtitle="Every stadium, with its current weather." />
      <Layout>
        <TeamsPanel />
        <Details ref={detailsRef} aria-label="Stadium details">
          {team ? (
            <StadiumCard key={team.team_id} team={team} />
          ) : (
            <Prompt>Select a team to view stadium details.</Prompt>
          )}
        </Details>
      </Layout>
    </>
  );
}
