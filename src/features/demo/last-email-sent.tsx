import { useId } from 'react';
import { config } from '../../config/env';
import type { DemoEmail } from './demo-api.gen';
import { useGetDemoLastEmailQuery } from './outbox-api';

export const LAST_EMAIL_HEADING = 'Last email sent';
export const NO_EMAIL_TEXT = 'No email sent yet.';
export const OUTBOX_FAILED_TEXT = 'The outbox could not be read.';
export const EMAIL_LINK_LABEL = 'Follow the link in the email';

/** The email's link as the browser opens it: a path is on this app's public origin (the server names no origin in the demo). */
export const emailLinkHref = (link: string): string => new URL(link, config.publicUrl).href;

/**
 * The Demo controls' 'Last email sent' (product rules, 'Demo and QA tools'): whom the demo's
 * server last emailed, about what, and the email's link (a password reset's) to follow, as
 * the person would from their inbox. Read when the panel opens; 'No email sent yet.' when
 * the outbox is empty (204).
 */
export function LastEmailSent() {
  const { data, isLoading, isError } = useGetDemoLastEmailQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const headingId = useId();
  const email = (data ?? null) as DemoEmail | null;
  return (
    <section className="demo-controls__group" aria-labelledby={headingId}>
      <h3 id={headingId}>{LAST_EMAIL_HEADING}</h3>
      {isLoading ? (
        <p className="demo-controls__effect">Loading…</p>
      ) : isError ? (
        <p className="demo-controls__status--error">{OUTBOX_FAILED_TEXT}</p>
      ) : email ? (
        <>
          <dl className="demo-controls__email">
            <dt>To</dt>
            <dd>{email.to}</dd>
            <dt>Subject</dt>
            <dd>{email.subject}</dd>
          </dl>
          <a href={emailLinkHref(email.link)}>{EMAIL_LINK_LABEL}</a>
        </>
      ) : (
        <p className="demo-controls__effect">{NO_EMAIL_TEXT}</p>
      )}
    </section>
  );
}
