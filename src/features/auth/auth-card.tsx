import { useId, type ReactNode } from 'react';
import './login-page.css';

/**
 * The card of the sign-in pages on the public host (login, 'Forgot password?', the reset
 * link's page): a heading, a line under it, and the page's form.
 */
export function AuthCard({
  heading,
  subtitle,
  children,
}: {
  heading: string;
  subtitle: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className="login-card" aria-labelledby={headingId}>
      <h1 id={headingId} className="login-card__heading">
        {heading}
      </h1>
      <p className="login-card__subtitle">{subtitle}</p>
      {children}
    </section>
  );
}
