import type { ReactNode } from 'react';
import './page-header.css';

interface PageHeaderProps {
  title: ReactNode;
  /** Short line under the title. */
  subtitle?: ReactNode;
  /** Buttons or links under the subtitle. */
  actions?: ReactNode;
  /** id of the h1, for aria-labelledby of the page's first section. */
  id?: string;
}

/** The navy banner that opens every public page, with the page's one h1. */
export function PageHeader({ title, subtitle, actions, id }: PageHeaderProps) {
  return (
    <header className="page-header">
      <div className="page-container page-header__inner">
        <h1 id={id} className="page-header__title">
          {title}
        </h1>
        {subtitle && <p className="page-header__subtitle">{subtitle}</p>}
        {actions && <div className="page-header__actions">{actions}</div>}
      </div>
    </header>
  );
}
