import { ExportOutlined, MenuOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useState } from 'react';
import { Link, useLocation, useMatches } from 'react-router-dom';
import { ASSETS, CONTENT, IMAGE_SIZES } from '../config/content';
import { config } from '../config/env';
import { useHostKind } from '../config/host';
import { PATHS } from '../config/paths';
import { routeHandle } from '../config/route-meta';
import { useAppSelector } from '../store/hooks';
import { consoleHomeFor, navLinksFor, type ConsoleNavLink } from './menu-links';

export const BACK_TO_WEBSITE = 'Back to website';
export const CONSOLE_NAV_BUTTON = 'Console navigation';

/** The website's home: '/' on the public host, the public origin's from the admin host. */
function BackToWebsite({ onClick }: { onClick?: () => void }) {
  const host = useHostKind();
  const content = (
    <>
      <ExportOutlined aria-hidden="true" /> {BACK_TO_WEBSITE}
    </>
  );
  return host === 'admin' ? (
    <a className="console-nav__website" href={`${config.publicUrl}${PATHS.home}`} onClick={onClick}>
      {content}
    </a>
  ) : (
    <Link className="console-nav__website" to={PATHS.home} onClick={onClick}>
      {content}
    </Link>
  );
}

function NavList({ links, onNavigate }: { links: readonly ConsoleNavLink[]; onNavigate?: () => void }) {
  return (
    <ul className="console-nav__list">
      {links.map((link) => (
        <li key={link.label}>
          <Link
            to={link.to}
            className={`console-nav__link${link.current ? ' console-nav__link--current' : ''}`}
            aria-current={link.current ? 'page' : undefined}
            onClick={onNavigate}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The console navigation, the same on every console screen (product rules, 'Staff
 * console'): the logo to the session's console home, the staff screens the session may
 * open (the route table's, the current one marked) and 'Back to website'. On narrow
 * screens the links fold behind a menu button that opens a drawer.
 */
export function ConsoleNav() {
  const session = useAppSelector((state) => state.session);
  const matches = useMatches();
  const menu = matches.map(routeHandle).find((handle) => handle.consoleMenu)?.consoleMenu ?? [];
  const links = navLinksFor(menu, session, matches.at(-1)?.id);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    // A navigation closes the drawer (adjusting state while rendering, not in an effect).
    setShownFor(pathname);
    setOpen(false);
  }
  const close = () => setOpen(false);

  return (
    <div className="console-nav">
      <Link
        to={consoleHomeFor(links)}
        className="console-nav__logo"
        aria-label={`${CONTENT.brandName} console home`}
      >
        <img
          src={ASSETS.logo}
          alt=""
          width={32}
          height={Math.round((32 * IMAGE_SIZES.logo.height) / IMAGE_SIZES.logo.width)}
        />
        <span className="console-nav__brand">{CONTENT.brandName}</span>
      </Link>
      <nav aria-label="Console" className="console-nav__bar">
        <NavList links={links} />
        <BackToWebsite />
      </nav>
      <Button
        className="console-nav__toggle"
        type="text"
        icon={<MenuOutlined />}
        aria-label={CONSOLE_NAV_BUTTON}
        aria-expanded={open}
        onClick={() => setOpen(true)}
      />
      <Drawer
        open={open}
        onClose={close}
        placement="left"
        size={280}
        title={CONTENT.brandName}
        className="console-nav__drawer"
      >
        <nav aria-label="Console">
          <NavList links={links} onNavigate={close} />
          <BackToWebsite onClick={close} />
        </nav>
      </Drawer>
    </div>
  );
}
