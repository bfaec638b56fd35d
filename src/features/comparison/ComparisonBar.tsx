import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button';
import { MAX_COMPARISON } from '../../config/constants';
import {
  compareOpened,
  refusalDismissed,
  selectCanCompare,
  selectionCleared,
  selectRefusedKey,
  selectSelectedPlayers,
} from './comparisonSlice';

const Bar = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space(4)};
  bottom: ${({ theme }) => theme.space(4)};
  z-index: 40;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  max-width: calc(100vw - ${({ theme }) => theme.space(8)});
`;

const Notice = styled.div<{ $shown: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.header};
  color: ${({ theme }) => theme.colors.headerText};
  ${({ $shown, theme }) => ($shown ? `padding: ${theme.space(2)} ${theme.space(3)}; box-shadow: ${theme.shadow};` : '')}

  p {
    margin: 0;
  }
`;

const Dismiss = styled.button`
  flex: none;
  width: 32px;
  height: 32px;
  border: 1px solid ${({ theme }) => theme.colors.headerMuted};
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  box-shadow: ${({ theme }) => theme.shadow};
`;

/**
 * The floating comparison controls: Clear selection and Compare (n) from two players on, and the
 * reason a fifth choice was ignored (a live region that is always there, so it is announced).
 */
export function ComparisonBar() {
  const count = useAppSelector(selectSelectedPlayers).length;
  const canCompare = useAppSelector(selectCanCompare);
  const refused = useAppSelector(selectRefusedKey) !== null;
  const dispatch = useAppDispatch();

  return (
    <Bar>
      <Notice $shown={refused}>
        <p role="status">
          {refused && `At most ${MAX_COMPARISON} players can be compared. Deselect one to choose another.`}
        </p>
        {refused && (
          <Dismiss type="button" aria-label="Dismiss message" onClick={() => dispatch(refusalDismissed())}>
            <span aria-hidden="true">×</span>
          </Dismiss>
        )}
      </Notice>
      {canCompare && (
        <Actions>
          <Button type="button" $variant="secondary" onClick={() => dispatch(selectionCleared())}>
            Clear selection
          </Button>
          <Button type="button" onClick={() => dispatch(compareOpened())}>
            Compare ({count})
          </Button>
        </Actions>
      )}
    </Bar>
  );
}
