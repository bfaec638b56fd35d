import styled from 'styled-components';
import { useAppDispatch } from '../../app/hooks';
import { lineHistoryOpened } from './matchupsSlice';

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space(3)};
`;

const Button = styled.button`
  position: relative;
  z-index: 1;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.accent};
  font: inherit;
  font-size: 0.8125rem;
  font-weight: 600;
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
  }
`;

/**
 * The card's way into its line history dialog (a button of its own, so the card's click does not open the rankings).
 */
export function LineHistoryButton({ gameId, matchup }: { gameId: string; matchup: string }) {
  const dispatch = useAppDispatch();
  return (
    <Footer>
      <Button
        type="button"
        aria-haspopup="dialog"
        aria-label={`Line history for ${matchup}`}
        onClick={(event) => {
          event.currentTarget.focus(); // so focus comes back here when the dialog closes
          dispatch(lineHistoryOpened(gameId));
        }}
      >
        Line history
      </Button>
    </Footer>
  );
}
