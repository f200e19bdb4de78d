import type { PersonaRequest } from '../../../src/types/api.gen';
import { forgetEmails, lastEmailSent } from '../../adapters/email';
import { DEMO_ACCOUNTS, DEMO_PERSONA_ACCOUNTS } from '../../domain/data/accounts';
import { bulkEmails, bulkSubmissions } from '../../domain/data/bulk';
import { sampleToday } from '../../domain/data/sample-dates';
import { db } from '../../domain/db';
import { forgetAttempts } from '../../domain/rate-limits';
import { findAccountById, seedAccounts, startSession } from '../../domain/sessions';
import { empty, json, type Call } from '../operation';
import { checked } from './admin';

/** Demo mode's own operations (tag `demo`; 404 without demo mode: app.ts): 'Reset demo data' and the Demo controls. */
export const demoOperations = {
  /** 'Reset demo data': the data set goes back to the sample data, the demo passwords included; the outbox empties. */
  async resetDemoData({ dataset }: Call) {
    await db.reset();
    await seedAccounts();
    forgetAttempts(dataset);
    forgetEmails(dataset);
    return empty();
  },

  /** One-click sign-in as a demo account, by role (its first account) or persona. */
  async signInAsPersona({ body: raw }: Call) {
    const { body, refusal } = checked<PersonaRequest>('signInAsPersona', raw);
    if (refusal) return refusal;
    const id =
      'role' in body
        ? DEMO_ACCOUNTS.find((a) => a.user.role === body.role)!.user.id
        : DEMO_PERSONA_ACCOUNTS[body.persona];
    const account = (await findAccountById(id))!;
    return json(200, { token: await startSession(account.user.id), user: account.user });
  },

  /** 'Load 10,000 emails and submissions': each table in one statement, both dated as of one today. */
  async loadBulkDemoData() {
    const today = sampleToday();
    await db.emails.replace(bulkEmails(undefined, today));
    await db.submissions.replace(bulkSubmissions(undefined, today));
    return empty();
  },

  /** The Demo controls' 'Last email sent': the data set's outbox (server/adapters/email.ts), 204 when empty. */
  async getDemoLastEmail({ dataset }: Call) {
    const sent = lastEmailSent(dataset);
    return sent ? json(200, sent) : empty();
  },
};
