import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { DismissButton } from '../../components/DismissButton';
import { betsNoticeDismissed, selectBetsNotice } from './myBetsSlice';

const Box = styled.div<{ $error: boolean }>`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme, $error }) => ($error ? theme.colors.error : theme.colors.accent)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: 600;

  p {
    margin: 0;
  }
`;

/** What became of an edit or a delete the server refused (meApi undid it), or a stale edit; dismissable. */
export function BetsNotice() {
  const dispatch = useAppDispatch();
  const notice = useAppSelector(selectBetsNotice);
  if (!notice) return null;
  const error = notice.tone === 'error';
  return (
    <Box role={error ? 'alert' : 'status'} $error={error}>
      <p>{notice.message}</p>
      <DismissButton onClick={() => dispatch(betsNoticeDismissed())} />
    </Box>
  );
}
