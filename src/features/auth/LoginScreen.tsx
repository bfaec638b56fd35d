import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Logo } from '../../components/layout/Logo';

const Page = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space(4)};
`;

const Card = styled.div`
  width: min(100%, 400px);
  padding: ${({ theme }) => theme.space(8)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  text-align: center;

  h1 {
    margin: ${({ theme }) => theme.space(3)} 0;
  }
`;

export default function LoginScreen() {
  return (
    <Page>
      <Card>
        <Logo size={48} />
        <h1>Login</h1>
        <p>
          <Link to="/nfl">Browse this week without signing in</Link>
        </p>
      </Card>
    </Page>
  );
}
