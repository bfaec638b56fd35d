import { useId } from 'react';
import { MIN_WEEK, PRERENDERED_WEEK, SEASON_WEEKS } from '../config/constants';
import { ClockValue } from './ClockValue';
import { InlineField, InlineLabel } from './InlineField';
import { Select } from './Select';

const WEEKS = Array.from({ length: SEASON_WEEKS - MIN_WEEK + 1 }, (_, i) => MIN_WEEK + i);

interface WeekPickerProps {
  label?: string;
  week: number;
  onChange: (week: number) => void;
}

/**
 * A choice of week 1–18. Before the app knows the week (the prerendered page, and the hydration that adopts
 * it) an extra first choice of no week is chosen, so the page names none; the others are all there, so the
 * control has its width already.
 */
export function WeekPicker({ label = 'Week', week, onChange }: WeekPickerProps) {
  const id = useId();
  return (
    <InlineField>
      <InlineLabel htmlFor={id}>{label}</InlineLabel>
      <ClockValue value={String(week)} prerendered="">
        {(shown) => (
          <Select id={id} value={shown} onChange={(event) => onChange(Number(event.target.value))}>
            {shown === '' && <option value="">Week {PRERENDERED_WEEK}</option>}
            {WEEKS.map((n) => (
              <option key={n} value={n}>
                Week {n}
              </option>
            ))}
          </Select>
        )}
      </ClockValue>
    </InlineField>
  );
}
