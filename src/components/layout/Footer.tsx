import { Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { COMPANY, PRERENDERED_YEAR, PRODUCT } from '../../config/constants';
import { useValueAfterPaint } from '../../lib/useValueAfterPaint';
import { ClockValue } from '../ClockValue';

const Bar = styled.footer`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8125rem;
  padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(4)};
  text-align: center;

  p {
    margin: ${({ theme }) => theme.space(1)} auto;
    max-width: 72ch;
  }

  a {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

/**
 * The shared footer: the copyright line of CONTRACT §1, then `children` (the app's line on where the
 * data comes from) once the page is painted.
 */
export function Footer({ children }: { children?: ReactNode }) {
  const year = new Date().getFullYear();
  // Below the fold, after the screen's own first paint: nothing on screen moves when it comes.
  const painted = useValueAfterPaint(true, false);
  return (
    <Bar>
      <p>
        ©{' '}
        <ClockValue value={String(year)} prerendered={PRERENDERED_YEAR}>
          {(shown) => shown}
        </ClockValue>{' '}
        {COMPANY}. {PRODUCT} is owned and operated by {COMPANY}. All rights reserved.
      </p>
      {painted && <Suspense fallback={null}>{children}</Suspense>}
    </Bar>
  );
}
