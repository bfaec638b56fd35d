import { useId } from 'react';
import styled from 'styled-components';
import { MIN_WEEK, SEASON_WEEKS } from '../config/constants';
import { ClockValue } from './ClockValue';
import { Select } from './Select';

const Field = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Label = styled.label`
  font-weight: 600;
`;

const WEEKS = Array.from({ length: SEASON_WEEKS - MIN_WEEK + 1 }, (_, i) => MIN_WEEK + i);

interface WeekPickerProps {
  label?: string;
  week: number;
  onChange: (week: number) => void;
}

/** A choice of week 1–18. */
export function WeekPicker({ label = 'Week', week, onChange }: WeekPickerProps) {
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <ClockValue>
        <Select id={id} value={week} onChange={(event) => onChange(Number(event.target.value))}>
          {WEEKS.map((n) => (
            <option key={n} value={n}>
              Week {n}
            </option>
          ))}
        </Select>
      </ClockValue>
    </Field>
  );
}
