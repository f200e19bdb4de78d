import { useLocation } from 'react-router-dom';
import { ComingSoonPage } from '../../../components/coming-soon/coming-soon-page';
import { SERVICE_NAV } from '../../../app/paths';

/** Placeholder until the public-site issue builds this screen. */
export function ServicePage() {
  const { pathname } = useLocation();
  return <ComingSoonPage name={SERVICE_NAV.find((s) => s.path === pathname)?.label ?? 'Services'} />;
}
