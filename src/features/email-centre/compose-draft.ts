import type { ComposeDraft, Email } from '../../types/console';
import { formatDateAtTime } from '../../lib/format';

export const EMPTY_DRAFT: ComposeDraft = { to: '', subject: '', body: '' };

const prefixed = (prefix: string, subject: string) =>
  subject.toLowerCase().startsWith(prefix.toLowerCase()) ? subject : `${prefix} ${subject}`;

/** Reply: To the sender's address, 'Re: subject' (product rules, 'Email centre'). */
export const replyDraft = (email: Email): ComposeDraft => ({
  to: email.email,
  subject: prefixed('Re:', email.subject),
  body: '',
});

/** Forward: 'Fwd: subject' and the quoted original (product rules, 'Email centre'). */
export const forwardDraft = (email: Email): ComposeDraft => ({
  to: '',
  subject: prefixed('Fwd:', email.subject),
  body: [
    '',
    '',
    '---------- Forwarded message ---------',
    `From: ${email.sender} <${email.email}>`,
    `Date: ${formatDateAtTime(email.date, email.time)}`,
    `Subject: ${email.subject}`,
    '',
    ...email.body.split('\n').map((line) => `> ${line}`),
  ].join('\n'),
});
