import styled from 'styled-components';
import { COMPANY, PRODUCT } from '../../config/constants';
import { env } from '../../config/env';
import { ClockValue } from '../../components/ClockValue';

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
`;

/** The shared footer: the copyright line of CONTRACT §1 and, on the embedded API, a demo-data notice. */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <Bar>
      <p>
        © <ClockValue>{year}</ClockValue> {COMPANY}. {PRODUCT} is owned and operated by {COMPANY}. All rights reserved.
      </p>
      {env.usesDemoData && (
        <p>Demo data: the odds, rankings, players and weather shown here are generated, not real.</p>
      )}
    </Bar>
  );
}
