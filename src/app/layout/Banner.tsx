import styled from 'styled-components';
import { ADMIN_BANNER, FREE_TRIAL_BANNER } from '../../config/constants';

const Strip = styled.div<{ $admin: boolean }>`
  background: ${({ theme }) => theme.colors.banner};
  color: ${({ theme, $admin }) => ($admin ? theme.colors.adminGreen : theme.colors.gold)};
  font-size: 0.8125rem;
  font-weight: 600;
  letter-spacing: 0.04em;
  text-align: center;
  padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(4)};
`;

interface BannerProps {
  isAdmin: boolean;
}

/** The header banner of spec §1 and §6: gold free-trial text, or 'Admin User' in green. */
export function Banner({ isAdmin }: BannerProps) {
  return (
    <Strip $admin={isAdmin} data-variant={isAdmin ? 'admin' : 'trial'} data-testid="banner">
      {isAdmin ? ADMIN_BANNER : FREE_TRIAL_BANNER}
    </Strip>
  );
}
