import { ComingSoonPage } from '../../components/coming-soon/coming-soon-page';

/** Placeholder until its issue builds this screen. */
export function AdminPage() {
  return <ComingSoonPage name="Admin" />;
}
