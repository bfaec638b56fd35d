import { memo, useId } from 'react';
import { useAppSelector } from '../../app/hooks';
import { CardSection, CardSectionHeading, CardSectionList } from './BestLinesList';
import { selectHalfPointNotes } from './fairValueSelectors';
import { halfPointText } from './halfPoints';
import { selectKeyNumbers } from './keyNumbersSelectors';

/**
 * Where the books hang a spread at two numbers, whether the extra half point is worth its price: by the chance of
 * winning the bet from the key-number table, which the section's title names.
 */
export const HalfPointList = memo(function HalfPointList({ gameId }: { gameId: string }) {
  const headingId = useId();
  const notes = useAppSelector((state) => selectHalfPointNotes(state, gameId));
  const source = useAppSelector(selectKeyNumbers).source;
  if (notes.length === 0) return null;
  return (
    <CardSection role="group" aria-labelledby={headingId}>
      <CardSectionHeading id={headingId} title={`Chances from the key numbers of ${source}`}>
        Half points
      </CardSectionHeading>
      <CardSectionList>
        {notes.map((note) => (
          <li key={note.outcome}>{halfPointText(note)}</li>
        ))}
      </CardSectionList>
    </CardSection>
  );
});
