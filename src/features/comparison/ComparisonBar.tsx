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

/**
 * In the page's flow after the table, held at the viewport's foot while the table runs below it: a strip the width of
 * the table with the page's own background, so a row goes under it as under the window's edge, and once the table's
 * end is in view the strip sits below it, never over its last row.
 */
const Bar = styled.div<{ $shown: boolean }>`
  position: sticky;
  bottom: 0;
  z-index: 40;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  ${({ $shown, theme }) =>
    $shown
      ? `margin-top: ${theme.space(3)};
         padding: ${theme.space(3)} 0;
         border-top: 1px solid ${theme.colors.border};
         background: ${theme.colors.page};`
      : ''}
`;

const Notice = styled.div<{ $shown: boolean }>`
  display: flex;
  margin-right: auto;
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
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * The floating comparison controls: Clear selection and Compare (n) from two players on, and the
 * reason a fifth choice was ignored (a live region that is always there, so it is announced). Placed after the table.
 */
export function ComparisonBar() {
  const count = useAppSelector(selectSelectedPlayers).length;
  const canCompare = useAppSelector(selectCanCompare);
  const refused = useAppSelector(selectRefusedKey) !== null;
  const dispatch = useAppDispatch();

  return (
    <Bar $shown={canCompare || refused}>
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
