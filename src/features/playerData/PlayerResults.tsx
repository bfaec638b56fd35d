import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button';
import { EmptyText } from '../../components/EmptyText';
import { ErrorText } from '../../components/ErrorText';
import { Loading } from '../../components/Loading';
import { Toolbar } from '../../components/Toolbar';
import { formatDecimal } from '../../domain/decimalFormat';
import { selectVisiblePlayers } from './playerDataSelectors';
import { selectPlayerSearch } from './playerDataSlice';
import { PlayerExportButton } from './PlayerExportButton';
import { PlayerTable } from './PlayerTable';

const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

interface PlayerResultsProps {
  loading: boolean;
  /** The failure to show instead of the table, with a way to try again. */
  error?: string;
  onRetry: () => void;
}

/** The table, or what stands in for it: loading, an error, the search prompt or no results. */
export function PlayerResults({ loading, error, onRetry }: PlayerResultsProps) {
  const searchIsBlank = useAppSelector(selectPlayerSearch).trim() === '';
  const count = useAppSelector((state) => selectVisiblePlayers(state).length);

  if (loading) return <Loading />;
  if (error !== undefined) {
    return (
      <>
        <ErrorText>{error}</ErrorText>
        <Button type="button" $variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </>
    );
  }
  if (searchIsBlank) return <EmptyText>Type a player name or position to search.</EmptyText>;
  if (count === 0) return <EmptyText>No results found.</EmptyText>;
  return (
    <>
      <Toolbar $gap={2} $below={2}>
        <Count>
          {formatDecimal(count, 0, 0)} {count === 1 ? 'player' : 'players'}
        </Count>
        <PlayerExportButton />
      </Toolbar>
      <PlayerTable />
    </>
  );
}
