import styled from 'styled-components';
import { useNow } from '../../lib/useNow';
import { freshnessLabel } from './freshness';
import { kickoffLabel } from './oddsRules';

const Stamp = styled.time`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.75rem;
  white-space: nowrap;
`;

/** 'updated 5 min ago' from a book's last_update, kept current by the shared clock; nothing when unknown. */
export function Freshness({ iso }: { iso: string }) {
  const label = freshnessLabel(iso, useNow());
  if (label === undefined) return null;
  return (
    <Stamp dateTime={iso} title={`Last updated ${kickoffLabel(iso)}`}>
      {label}
    </Stamp>
  );
}
