import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';

/** Placeholder until the public-site issue builds this screen. */
export function LegalPage({ document }: { document: 'privacy' | 'terms' }) {
  return <ComingSoonPage name={document === 'privacy' ? 'Privacy Policy' : 'Terms of Service'} />;
}
