import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PageHeader } from '../components/PageHeader';

const Back = styled(Link)`
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
`;

export default function NotFoundScreen() {
  return (
    <section>
      <PageHeader title="Page not found" subtitle="There is nothing at this address." />
      <Back to="/nfl">Go to this week&apos;s matchups</Back>
    </section>
  );
}
