import { ComingSoonPage } from '../../components/coming-soon/coming-soon-page';

/** Placeholder until the sign-in issue builds this screen. */
export function LoginPage({ mode }: { mode: 'user' | 'admin' }) {
  return <ComingSoonPage name={mode === 'admin' ? 'Administrator Login' : 'Login'} />;
}
