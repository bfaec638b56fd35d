import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import type { BetRow } from './betRows';
import { bookLabel, placedText, unitsText } from './betText';
import { About, DialogButtons } from './EditBetDialog';

interface DeleteBetDialogProps {
  row: BetRow;
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirm step before a bet is deleted: what it is, and that it cannot be undone. */
export function DeleteBetDialog({ row, onConfirm, onClose }: DeleteBetDialogProps) {
  const { bet } = row;
  const stake = unitsText(bet.stake);
  return (
    <Modal title="Delete this bet?" onClose={onClose}>
      <About>
        {row.title} at {bookLabel(bet.book)}, {stake} {stake === '1' ? 'unit' : 'units'}, placed{' '}
        {placedText(bet.placed_at)}. A deleted bet cannot be brought back.
      </About>
      <DialogButtons>
        <Button type="button" $variant="secondary" onClick={onClose}>
          Keep it
        </Button>
        <Button type="button" onClick={onConfirm}>
          Delete bet
        </Button>
      </DialogButtons>
    </Modal>
  );
}
