import styled from 'styled-components';
import { Badge } from './cardParts';

/** The word is drawn (hidden from screen readers, which read the label): a week's cards hold dozens of these. */
const Drawn = styled(Badge)`
  &::before {
    content: 'Best' / '';
  }
`;

/** The 'Best' tag of an outcome whose line is the best among the shown books; `label` says among which. */
export function BestBadge({ label }: { label: string }) {
  return (
    <Drawn title={label}>
      <span className="visually-hidden">{label}</span>
    </Drawn>
  );
}
