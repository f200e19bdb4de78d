import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

/** Placeholder until its issue builds this screen. */
export function AboutPage() {
  return <ComingSoonPage name="About Us" />;
}
