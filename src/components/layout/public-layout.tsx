import { Outlet, useLocation } from 'react-router-dom';
import { canonicalPath, PATHS } from '../../config/paths';
import { useCurrentYear } from '../../lib/use-client-value';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';
import { WhatsAppWidget } from './whatsapp-widget';
import '../button.css';
import './public-layout.css';

/** The public website's frame: fixed top bar, the page, footer and the WhatsApp widget (not on /contact). */
export function PublicLayout() {
  const { pathname } = useLocation();
  const year = useCurrentYear();
  return (
    <div className="public-layout">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopBar year={year} />
      <main id="main" className="public-layout__main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter year={year} />
      {canonicalPath(pathname) !== PATHS.contact && <WhatsAppWidget />}
    </div>
  );
}
