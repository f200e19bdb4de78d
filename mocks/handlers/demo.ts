import { DEMO_ACCOUNTS, DEMO_PERSONA_ACCOUNTS } from '../data/accounts';
import { bulkEmails, bulkSubmissions } from '../data/bulk';
import { sampleToday } from '../data/sample-dates';
import { db } from '../db';
import { http, validBody } from '../http';
import { serveDemo } from '../serve';
import type { PersonaRequest } from '../../src/types/api.gen';

/** The mock API's own operations (tag `demo`): 'Reset demo data' and the Demo controls. */
export const demoHandlers = [
  /** 'Reset demo data': the mock API's store goes back to the sample data. */
  http.post('/api/demo/reset', ({ response }) =>
    serveDemo(async () => {
      await db.reset();
      return response(204).empty();
    }),
  ),

  /** One-click sign-in as a demo account, by role (its first account) or persona (the credentials stay in mocks/). */
  http.post('/api/demo/sign-in', ({ request, response }) =>
    serveDemo(async () => {
      const { body, problem } = await validBody<PersonaRequest>('signInAsPersona', request);
      if (problem !== null) return response(400).json({ error: problem });
      const account =
        'role' in body
          ? DEMO_ACCOUNTS.find((a) => a.user.role === body.role)!
          : (await db.findById(DEMO_PERSONA_ACCOUNTS[body.persona]))!;
      return response(200).json({ token: db.issueToken(account.user.id), user: account.user });
    }),
  ),

  /** 'Load 10,000 emails and submissions': each table in one write, both dated as of one today. */
  http.post('/api/demo/bulk', ({ response }) =>
    serveDemo(async () => {
      const today = sampleToday();
      await Promise.all([
        db.emails.replace(bulkEmails(undefined, today)),
        db.submissions.replace(bulkSubmissions(undefined, today)),
      ]);
      return response(204).empty();
    }),
  ),
];
