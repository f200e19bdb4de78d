/*
 * Email as the server sends it (docs/api-server.md, 'Password resets'): today only a password
 * reset's link (server/domain/password-resets.ts). What to send, to whom and when is the
 * domain's; this only delivers one message.
 *
 * This server has one implementation, `simulatedEmail`, named as such: no message leaves the
 * machine. In demo mode it keeps the last message of each data set for the Demo controls to
 * show (GET /api/demo/outbox/latest); without demo mode it logs that a message was not sent,
 * naming only its subject: the text holds a reset link, a secret that never goes into a log.
 * A real transport goes here: an `EmailAdapter` over the firm's SMTP relay or a provider's
 * HTTP API (its From address and key from the environment), set as `email` below when
 * configured; in demo mode the outbox stays, so a demo never mails anyone.
 */

/** One message to send: plain text, with its one link (the reset link) also in the text. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  link: string;
}

export interface EmailContext {
  /** Whether the server runs in demo mode (the message then waits in the demo's outbox). */
  demo: boolean;
  /** The request's data set: the demo's outbox is one per data set. */
  dataset: string;
}

export interface EmailAdapter {
  /** As the docs and logs name it. */
  readonly name: string;
  send(message: EmailMessage, context: EmailContext): Promise<void>;
}

/** A message as the demo's outbox keeps it: when it was sent, too. */
export interface SentEmail extends EmailMessage {
  sentAt: string;
}

const outboxes = new Map<string, SentEmail>();

/** Where the server says what it did not send (its console; a test's spy). */
export type EmailLog = (line: string) => void;

/**
 * The simulated email: in demo mode the message goes to the data set's outbox (its last
 * message, replacing the one before); without it nothing is sent, and the log says so,
 * naming the subject only: never the address, the text or the link.
 */
export const simulatedEmail = (log: EmailLog = (line) => console.warn(line)): EmailAdapter => ({
  name: 'Email (simulated: no mail transport configured)',
  send(message, { demo, dataset }) {
    if (demo) outboxes.set(dataset, { ...message, sentAt: new Date().toISOString() });
    else log(`Email not sent: no mail transport is configured ('${message.subject}').`);
    return Promise.resolve();
  },
});

/** The email this server sends through. */
export const email: EmailAdapter = simulatedEmail();

/** The last message of a data set's outbox (demo mode), or null. */
export const lastEmailSent = (dataset: string): SentEmail | null => outboxes.get(dataset) ?? null;

/** Empties a data set's outbox ('Reset demo data'), or all (tests). */
export function forgetEmails(dataset?: string): void {
  if (dataset === undefined) outboxes.clear();
  else outboxes.delete(dataset);
}
