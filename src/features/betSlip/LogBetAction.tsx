import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button';
import { selectAuthStatus, selectCurrentUser } from '../auth/authSlice';
import { selectSlipBetDraft } from './logBetSelectors';
import { LogBetDialog } from './LogBetDialog';
import type { SlipBet } from './slipBet';
import { selectStakeFigures } from './stakeSelectors';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(3)};
  font-size: 0.875rem;

  a {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 600;
  }
`;

const Note = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The slip's Log bet (issue #61): a single, a parlay or a teaser, logged to My bets through a dialog that asks the
 * stake and the price taken. Signed out, a way to sign in instead.
 */
export function LogBetAction() {
  const user = useAppSelector(selectCurrentUser);
  const status = useAppSelector(selectAuthStatus);
  const draft = useAppSelector(selectSlipBetDraft);
  const { reading } = useAppSelector(selectStakeFigures);
  // What is logged is the slip as it was at the press: the dialog keeps it while lines move.
  const [opened, setOpened] = useState<SlipBet | null>(null);
  if (!user) {
    if (status === 'unknown') return null;
    return (
      <Row>
        <Link to="/login">Sign in to log bets</Link>
      </Row>
    );
  }
  return (
    <Row>
      {'bet' in draft ? (
        <Button type="button" aria-haspopup="dialog" onClick={() => setOpened(draft.bet)}>
          Log bet
        </Button>
      ) : (
        <Note>{draft.problem}</Note>
      )}
      {opened && (
        <LogBetDialog
          bet={opened}
          uid={user.uid}
          slipStake={reading.kind === 'stake' ? reading.amount : undefined}
          onClose={() => setOpened(null)}
        />
      )}
    </Row>
  );
}
