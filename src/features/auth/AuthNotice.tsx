import { useEffect } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { DismissButton } from '../../components/DismissButton';
import { noticeDismissed, selectAuthNotice } from './authSlice';

/** How long the notice stays (CONTRACT §5 asks for at least 4 s). */
export const NOTICE_MS = 6_000;

const Box = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.positive};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.positive};
  font-weight: 600;
`;

/** A short-lived success message after sign-up ('Account created successfully! …'). */
export function AuthNotice() {
  const dispatch = useAppDispatch();
  const notice = useAppSelector(selectAuthNotice);
  useEffect(() => {
    if (!notice) return undefined;
    const timer = setTimeout(() => dispatch(noticeDismissed()), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice, dispatch]);
  return (
    <div role="status" aria-live="polite">
      {notice && (
        <Box>
          <span>{notice}</span>
          <DismissButton onClick={() => dispatch(noticeDismissed())} />
        </Box>
      )}
    </div>
  );
}
