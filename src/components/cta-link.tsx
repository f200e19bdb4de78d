import type { ReactNode } from 'react';
import { SiteLink } from './site-link';
import './button.css';

export type ButtonVariant = 'primary' | 'default' | 'ghost' | 'accent';

/** The classes of the public site's native buttons and button-styled links (button.css). */
export const buttonClass = (variant: ButtonVariant = 'default', size?: 'large', extra?: string): string =>
  ['btn', `btn--${variant}`, size === 'large' ? 'btn--large' : '', extra ?? ''].filter(Boolean).join(' ');

interface CtaLinkProps {
  to: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: 'large';
  icon?: ReactNode;
  className?: string;
}

/**
 * A call to action on the public pages: a real link (in-app navigation, works without
 * JavaScript, opens in a new tab) that looks like a button. Native HTML, no antd.
 */
export function CtaLink({ to, children, variant, size, icon, className }: CtaLinkProps) {
  return (
    <SiteLink to={to} className={buttonClass(variant, size, className)}>
      {icon}
      {children}
    </SiteLink>
  );
}
