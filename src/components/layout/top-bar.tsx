import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import MenuOutlined from '@ant-design/icons-svg/es/asn/MenuOutlined';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { canonicalPath, SERVICE_NAV, TOP_NAV, type NavItem } from '../../config/paths';
import { CONTENT } from '../../config/content';
import { Dialog } from '../dialog';
import { Icon } from '../icon';
import { SiteLink } from '../site-link';
import { SiteLogo } from './site-logo';
import './top-bar.css';

const isServicePath = (pathname: string) => SERVICE_NAV.some((s) => s.path === canonicalPath(pathname));

/**
 * Services on the desktop bar: a disclosure button and a list of links (opens on
 * hover or click, closes on Escape, outside click or navigation).
 */
function ServicesDropdown({ item }: { item: NavItem }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const wrapper = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // A mouse that hovered the menu open must not close it again with its click.
  const openedByHover = useRef(false);
  const listId = useId();

  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    // A navigation closes the menu (adjusting state while rendering, not in an effect).
    setShownFor(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  return (
    <li
      ref={wrapper}
      className="top-nav__item top-nav__services"
      onMouseEnter={() => {
        openedByHover.current = !open;
        setOpen(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!wrapper.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={`top-nav__link top-nav__button${isServicePath(pathname) ? ' active' : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false;
          else setOpen((value) => !value);
        }}
      >
        {item.label} <Icon def={DownOutlined} className="top-nav__caret" />
      </button>
      <ul id={listId} className="top-nav__dropdown" hidden={!open}>
        {item.children?.map((child) => (
          <li key={child.path}>
            <SiteLink to={child.path} nav className="top-nav__dropdown-link">
              {child.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The mobile drawer's list: the same links, Services expanding into its submenu. */
function DrawerNav({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  const [servicesOpen, setServicesOpen] = useState(isServicePath(pathname));
  const submenuId = useId();
  return (
    <nav aria-label="Mobile" className="drawer-nav">
      <ul>
        {TOP_NAV.map((item) =>
          item.children ? (
            <li key={item.label}>
              <button
                type="button"
                className={`drawer-nav__link drawer-nav__button${isServicePath(pathname) ? ' active' : ''}`}
                aria-expanded={servicesOpen}
                aria-controls={submenuId}
                onClick={() => setServicesOpen((value) => !value)}
              >
                {item.label}
                <Icon def={DownOutlined} className={servicesOpen ? 'rotated' : undefined} />
              </button>
              <ul id={submenuId} className="drawer-nav__submenu" hidden={!servicesOpen}>
                {item.children.map((child) => (
                  <li key={child.path}>
                    <SiteLink to={child.path} nav className="drawer-nav__link" onClick={onNavigate}>
                      {child.label}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={item.label}>
              <SiteLink to={item.path ?? '/'} nav className="drawer-nav__link" onClick={onNavigate}>
                {item.label}
              </SiteLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

/**
 * The fixed top bar (product rules, 'Public site'): logo and nav; below TOP_NAV_MIN_WIDTH_PX,
 * where the links no longer fit in one line, a hamburger opens a 280 px drawer (top-bar.css).
 */
export function TopBar({ year }: { year: number }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setDrawerOpen(false);
  }
  const close = () => setDrawerOpen(false);

  return (
    <header className="top-bar">
      <div className="top-bar__inner page-container">
        <SiteLogo />
        <nav aria-label="Main" className="top-nav">
          <ul className="top-nav__list">
            {TOP_NAV.map((item) =>
              item.children ? (
                <ServicesDropdown key={item.label} item={item} />
              ) : (
                <li key={item.label} className="top-nav__item">
                  <SiteLink to={item.path ?? '/'} nav className="top-nav__link">
                    {item.label}
                  </SiteLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        <button
          type="button"
          className="top-bar__hamburger"
          aria-label="Open menu"
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
        >
          <Icon def={MenuOutlined} />
        </button>
      </div>
      {/* Width: DRAWER_WIDTH_PX (280 px, src/config/constants.ts) in top-bar.css. */}
      <Dialog open={drawerOpen} onClose={close} className="mobile-drawer" labelledBy="mobile-drawer-title">
        <div className="mobile-drawer__header">
          <p id="mobile-drawer-title" className="mobile-drawer__title">
            {CONTENT.brandName}
          </p>
          <button type="button" className="dialog__close" aria-label="Close menu" onClick={close}>
            <Icon def={CloseOutlined} />
          </button>
        </div>
        <DrawerNav onNavigate={close} />
        <p className="drawer-copyright">{CONTENT.copyright(year)}</p>
      </Dialog>
    </header>
  );
}
