import { ArrowLeftOutlined, SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import type { ReactNode } from 'react';
import { ButtonLink } from '../components/button-link';
import { PageMeta } from '../components/page-meta';
import { ConsoleMenu } from './console-menu';
import { ConsoleNav } from './console-nav';

export interface ConsolePageProps {
  /** The screen's heading (h1). */
  title: ReactNode;
  /** A back arrow: where it goes and its accessible name. */
  back?: { to: string; label: string };
  /** The search box of the top bar. */
  search?: ReactNode;
  /** Buttons and links of the top bar (before the menu). */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * A console screen: the console navigation (the same on every screen), the top bar (back,
 * heading, search, actions, the console menu) and the main region.
 */
export function ConsolePage({ title, back, search, actions, children, className }: ConsolePageProps) {
  return (
    <div className={`console-page ${className ?? ''}`}>
      {/* The document title is the route's (the route table). */}
      <PageMeta noIndex />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <ConsoleNav />
      <header className="console-header">
        <div className="console-header__lead">
          {back && (
            <ButtonLink to={back.to} type="text" icon={<ArrowLeftOutlined />} aria-label={back.label} />
          )}
          <h1 className="console-header__title">{title}</h1>
        </div>
        {search && <div className="console-header__search">{search}</div>}
        <div className="console-header__actions">
          {actions}
          <ConsoleMenu />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="console-main">
        {children}
      </main>
    </div>
  );
}

/** The search box of a console top bar; what is typed is shown as text, never as HTML. */
export function ConsoleSearch({
  placeholder,
  label,
  value,
  onChange,
  onFocus,
  onBlur,
}: {
  placeholder: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** From useUrlState's focusProps: the address never overwrites the box while it has focus. */
  onFocus?: () => void;
  onBlur?: () => void;
}) {
  return (
    <Input
      onFocus={onFocus}
      onBlur={onBlur}
      type="search"
      allowClear
      prefix={<SearchOutlined aria-hidden="true" />}
      placeholder={placeholder}
      aria-label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
