import { useId } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { UrlState } from '../app/useUrlState';
import { MIN_WEEK, SEASON_WEEKS } from '../config/constants';
import { weekUrl } from '../features/week/weekUrl';
import { selectSelectedWeek, weekSelected } from '../features/week/weekSlice';
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
  /** Keep the choice in `?week=` (on /nfl): shared links, Back and Forward. */
  syncUrl?: boolean;
}

/** The shared week (1–18): one choice for /nfl and /player-props. */
export function WeekPicker({ label = 'Week', syncUrl = false }: WeekPickerProps) {
  const id = useId();
  const dispatch = useAppDispatch();
  const week = useAppSelector(selectSelectedWeek);

  return (
    <Field>
      {syncUrl && <UrlState binding={weekUrl} />}
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        value={week}
        onChange={(event) => dispatch(weekSelected(Number(event.target.value)))}
      >
        {WEEKS.map((n) => (
          <option key={n} value={n}>
            Week {n}
          </option>
        ))}
      </Select>
    </Field>
  );
}
