import LandingScreen from '../../features/landing/LandingScreen';
import { AppFooter } from '../layout/AppFooter';

/** /: the front page, with the footer every page has. */
export default function LandingPage() {
  return <LandingScreen footer={<AppFooter />} />;
}
