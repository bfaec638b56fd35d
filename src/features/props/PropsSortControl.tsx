import { useId } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Select } from '../../components/Select';
import { isPropsSort, type PropsSort } from './hitRateSort';
import { propsSortChanged, selectPropsSort } from './propsSlice';

const Field = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Label = styled.label`
  font-weight: 600;
`;

const OPTIONS: readonly [PropsSort, string][] = [
  ['listed', 'As listed'],
  ['lastTenHighFirst', 'Last-10 hit rate, high to low'],
  ['lastTenLowFirst', 'Last-10 hit rate, low to high'],
];

/** The table's order: as the feed lists the players (the spec's), or by each row's best last-10 hit rate. */
export function PropsSortControl() {
  const dispatch = useAppDispatch();
  const sort = useAppSelector(selectPropsSort);
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>Sort players</Label>
      <Select
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
      </Select>
    </Field>
  );
}
