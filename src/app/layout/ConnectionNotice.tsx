import styled from 'styled-components';
import { selectDataLoadedAt } from '../../features/connection/connectionSelectors';
import { selectIsOnline } from '../../features/connection/connectionSlice';
import { formatClockTime } from '../../lib/clockTime';
import { useAppSelector } from '../hooks';

const Box = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
`;

/**
 * While the browser is offline, a polite notice of it and of when the data shown was loaded;
 * everything loaded stays on screen. The live region is always there, so the change is announced.
 */
export function ConnectionNotice() {
  const online = useAppSelector(selectIsOnline);
  const loadedAt = useAppSelector(selectDataLoadedAt);
  return (
    <div role="status" aria-live="polite">
      {!online && (
        <Box>
          You're offline{loadedAt === undefined ? '' : ` — showing data loaded at ${formatClockTime(loadedAt)}`}
        </Box>
      )}
    </div>
  );
}
