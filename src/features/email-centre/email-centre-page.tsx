import { ComingSoonPage } from '../../components/coming-soon/coming-soon-page';

export type EmailCentreView = 'list' | 'compose' | 'email';

/** Placeholder until the staff-console issue builds this screen. */
export function EmailCentrePage({ view }: { view: EmailCentreView }) {
  return <ComingSoonPage name={view === 'compose' ? 'Compose Email' : 'Email Center'} />;
}
