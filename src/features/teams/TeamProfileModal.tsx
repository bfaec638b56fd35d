import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { DefenseRanks } from './DefenseRanks';
import { teamProfile } from './rankRules';
import { TeamRecords } from './TeamRecords';
import { teamProfileClosed } from './teamProfilesSlice';
import { selectOpenTeamProfile } from './teamsSelectors';

const Combo = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Ranks = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  margin: 0 0 ${({ theme }) => theme.space(5)};

  dt,
  dd {
    margin: 0;
    padding: ${({ theme }) => theme.space(2)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  dd {
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    text-align: right;
  }
`;

const RankRow = styled.div`
  display: contents;
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** The team's name, combo description and an ordinal rank per unit. */
export function TeamProfileModal() {
  const dispatch = useAppDispatch();
  const ranking = useAppSelector(selectOpenTeamProfile);
  if (!ranking) return null;
  const profile = teamProfile(ranking);
  const close = () => dispatch(teamProfileClosed());
  return (
    <Modal title={profile.name} onClose={close} closeLabel="Close team profile">
      <Combo>{profile.combo}</Combo>
      <Ranks>
        {profile.rows.map((row) => (
          <RankRow key={row.unit}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </RankRow>
        ))}
      </Ranks>
      <TeamRecords team={profile.name} />
      <DefenseRanks team={profile.name} />
      <Footer>
        <Button type="button" $variant="secondary" onClick={close}>
          Close
        </Button>
      </Footer>
    </Modal>
  );
}
