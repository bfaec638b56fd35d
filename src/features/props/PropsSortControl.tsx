import { useId } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Select } from '../../components/Select';
import { isPropsSort, type PropsSort } from './hitRateSort';
import { propsSortChanged, selectPropsSort } from './propsSlice';

const Field = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 100%;

  /* Its place is kept while the hit rates load, so the toolbar does not grow when they come. */
  &[data-pending] {
    visibility: hidden;
  }
`;

/** Narrower than its longest option when the screen is (a phone). */
const SortSelect = styled(Select)`
  flex: 1 1 auto;
  min-width: 0;
`;

const Label = styled.label`
  font-weight: 600;
  white-space: nowrap;
`;

const OPTIONS: readonly [PropsSort, string][] = [
  ['listed', 'As listed'],
  ['lastTenHighFirst', 'Last-10 hit rate, high to low'],
  ['lastTenLowFirst', 'Last-10 hit rate, low to high'],
];

/**
 * The table's order: as the feed lists the players (the spec's), or by each row's best last-10 hit
 * rate. While the hit rates load it holds its place, unseen (and out of reach).
 */
export function PropsSortControl({ pending = false }: { pending?: boolean }) {
  const dispatch = useAppDispatch();
  const sort = useAppSelector(selectPropsSort);
  const id = useId();
  return (
    <Field data-pending={pending || undefined}>
      <Label htmlFor={id}>Sort players</Label>
      <SortSelect
        id={id}
        value={sort}
        onChange={(event) => {
          if (isPropsSort(event.target.value)) dispatch(propsSortChanged(event.target.value));
        }}
      >
        {OPTIONS.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </SortSelect>
    </Field>
  );
}
