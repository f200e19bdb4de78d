import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

type ButtonLinkProps = Omit<ButtonProps, 'href' | 'onClick'> & { to: string; replace?: boolean };

/**
 * An antd button that is a real link (an `<a>`, so it opens in a new tab too) and
 * navigates inside the app without a page load. Never nest a Link in a Button.
 */
export function ButtonLink({ to, replace, ...props }: ButtonLinkProps) {
  const href = useHref(to);
  const onLinkClick = useLinkClickHandler<HTMLAnchorElement>(to, { replace });
  return (
    <Button
      {...props}
      href={href}
      onClick={(event: MouseEvent<HTMLElement>) => onLinkClick(event as MouseEvent<HTMLAnchorElement>)}
    />
  );
}
