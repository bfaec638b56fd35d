import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { selectAuthStatus, selectCurrentUser } from '../auth/authSlice';
import { selectSlipBetDraft } from './logBetSelectors';
import type { LogBetDialogProps } from './LogBetDialog';
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

function DialogUnavailable({ onClose }: Pick<LogBetDialogProps, 'onClose'>) {
  return (
    <Modal title="Log bet" onClose={onClose}>
      <p>Log bet did not load. Check the connection, reload the page and try again.</p>
    </Modal>
  );
}

type DialogModule = { default: ComponentType<LogBetDialogProps> };
let loading: Promise<DialogModule> | undefined;

/** The dialog's code comes with the first press (or a pointer or the focus reaching the button), not with /nfl. */
const loadDialog = (): Promise<DialogModule> =>
  (loading ??= import(/* webpackChunkName: "log-bet" */ './LogBetDialog')
    .then((module): DialogModule => ({ default: module.LogBetDialog }))
    .catch((): DialogModule => ({ default: DialogUnavailable })));

const LogBetDialog = lazy(loadDialog);

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
        <Button
          type="button"
          aria-haspopup="dialog"
          onPointerEnter={() => void loadDialog()}
          onFocus={() => void loadDialog()}
          onClick={() => setOpened(draft.bet)}
        >
          Log bet
        </Button>
      ) : (
        <Note>{draft.problem}</Note>
      )}
      {opened && (
        <Suspense fallback={<Note role="status">Opening…</Note>}>
          <LogBetDialog
            bet={opened}
            uid={user.uid}
            slipStake={reading.kind === 'stake' ? reading.amount : undefined}
            onClose={() => setOpened(null)}
          />
        </Suspense>
      )}
    </Row>
  );
}
