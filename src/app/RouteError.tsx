import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../components/Button';
import { PageHeader } from '../components/PageHeader';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
`;

/** A chunk that no longer exists on the server (after a new deployment) needs a fresh page, not a retry. */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error && /Loading (CSS )?chunk|dynamically imported module/i.test(`${error.name} ${error.message}`)
  );
}

interface RouteErrorProps {
  error: unknown;
  /** Renders the screen again. */
  onRetry: () => void;
}

/** Shown in place of a screen that failed to load or render; the header and navigation keep working. */
export function RouteError({ error, onRetry }: RouteErrorProps) {
  const stale = isChunkLoadError(error);
  return (
    <section aria-labelledby="route-error">
      <PageHeader
        title="This screen could not be shown"
        subtitle={
          stale
            ? 'A newer version of Gridline is available. Reload to get it.'
            : 'Something went wrong while showing it. Try again, or pick another screen above.'
        }
      />
      <Actions>
        <Button type="button" onClick={stale ? () => window.location.reload() : onRetry}>
          {stale ? 'Reload' : 'Try again'}
        </Button>
        <Link to="/nfl">Go to this week&apos;s matchups</Link>
      </Actions>
    </section>
  );
}
