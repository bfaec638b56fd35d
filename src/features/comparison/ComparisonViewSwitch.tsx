import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectComparisonView, viewChosen, type ComparisonView } from './comparisonViewSlice';

const Group = styled.div`
  display: inline-flex;
  margin-right: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;

  button {
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space(4)};
    border: 0;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }

  button + button {
    border-left: 1px solid ${({ theme }) => theme.colors.border};
  }

  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentText};
  }
`;

const VIEWS: readonly { view: ComparisonView; label: string }[] = [
  { view: 'season', label: 'Season' },
  { view: 'byWeek', label: 'By week' },
];

/** The comparison's two views, side by side: the season table with its charts, or a stat by week. */
export function ComparisonViewSwitch() {
  const shown = useAppSelector(selectComparisonView);
  const dispatch = useAppDispatch();
  return (
    <Group role="group" aria-label="Comparison view">
      {VIEWS.map(({ view, label }) => (
        <button key={view} type="button" aria-pressed={shown === view} onClick={() => dispatch(viewChosen(view))}>
          {label}
        </button>
      ))}
    </Group>
  );
}
