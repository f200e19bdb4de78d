import { HttpResponse } from 'msw';
import { dateStamp } from '../../src/lib/date-stamp';
import type {
  EmailChanges,
  NewEmail,
  NewManagedUser,
  Reply,
  SubmissionChanges,
} from '../../src/types/api.gen';
import { ADMIN_STATS_FIXTURE } from '../data/stats';
import { db } from '../db';
import { ADMINS_ONLY, http, NOT_FOUND, STAFF, validBody } from '../http';
import { settlePrompts } from '../mpesa';
import { serveStaff } from '../serve';

const badRequest = (error: string) => HttpResponse.json<{ error: string }>({ error }, { status: 400 });
const conflict = (error: string) => HttpResponse.json<{ error: string }>({ error }, { status: 409 });

/**
 * The staff console's operations. Each names the roles that may call it (the contract's
 * `x-roles`): admins everything, managers all but upgrading a user to manager.
 */
export const adminHandlers = [
  http.get('/api/admin/stats', ({ request, response }) =>
    serveStaff(request, STAFF, async () => response(200).json(structuredClone(ADMIN_STATS_FIXTURE))),
  ),

  // Live screens: a version per data set, bumped by every write, whoever made it. The
  // M-Pesa prompts are settled first, so a payment answered meanwhile counts (mocks/mpesa.ts).
  http.get('/api/admin/versions', ({ request, response }) =>
    serveStaff(request, STAFF, async () => {
      await settlePrompts();
      const versions = await db.versions();
      return response(200).json({
        emails: versions.emails,
        contactSubmissions: versions['contact-submissions'],
        users: versions.users,
        // The payments list shows each payment's lease: either changing moves it.
        payments: versions.payments + versions.leases,
        maintenance: versions['maintenance-requests'],
      });
    }),
  ),

  // The email centre.
  http.get('/api/admin/emails', ({ request, response }) =>
    serveStaff(request, STAFF, async () => response(200).json(await db.emails.list())),
  ),
  http.post('/api/admin/emails', ({ request, response }) =>
    serveStaff(request, STAFF, async () => {
      const { body, problem } = await validBody<NewEmail>('createEmail', request);
      if (problem !== null) return badRequest(problem);
      if (await db.emails.find(body.id)) return conflict('An email with this id exists.');
      const to = body.to.trim();
      const email = {
        id: body.id,
        sender: to,
        email: to,
        subject: body.subject,
        body: body.body,
        ...dateStamp(new Date()),
        read: true,
        starred: false,
        folder: body.folder,
      };
      await db.emails.add(email);
      return response(201).json(email);
    }),
  ),
  http.patch('/api/admin/emails/{id}', ({ request, params, response }) =>
    serveStaff(request, STAFF, async () => {
      const { body, problem } = await validBody<EmailChanges>('updateEmail', request);
      if (problem !== null) return badRequest(problem);
      const email = await db.emails.change(params.id, body);
      return email ? response(200).json(email) : response(404).json(NOT_FOUND);
    }),
  ),
  http.delete('/api/admin/emails/{id}', ({ request, params, response }) =>
    serveStaff(request, STAFF, async () => {
      if (!(await db.emails.find(params.id))) return response(404).json(NOT_FOUND);
      await db.emails.remove(params.id);
      return response(204).empty();
    }),
  ),

  // Contact submissions.
  http.get('/api/admin/contact-submissions', ({ request, response }) =>
    serveStaff(request, STAFF, async () => response(200).json(await db.submissions.list())),
  ),
  http.patch('/api/admin/contact-submissions/{id}', ({ request, params, response }) =>
    serveStaff(request, STAFF, async () => {
      const { body, problem } = await validBody<SubmissionChanges>('updateContactSubmission', request);
      if (problem !== null) return badRequest(problem);
      const submission = await db.submissions.change(params.id, body);
      return submission ? response(200).json(submission) : response(404).json(NOT_FOUND);
    }),
  ),
  http.delete('/api/admin/contact-submissions/{id}', ({ request, params, response }) =>
    serveStaff(request, STAFF, async () => {
      if (!(await db.submissions.find(params.id))) return response(404).json(NOT_FOUND);
      await db.submissions.remove(params.id);
      return response(204).empty();
    }),
  ),
  http.post('/api/admin/contact-submissions/{id}/replies', ({ request, params, response }) =>
    serveStaff(request, STAFF, async () => {
      const { body, problem } = await validBody<Reply>('replyToContactSubmission', request);
      if (problem !== null) return badRequest(problem);
      if (!(await db.submissions.find(params.id))) return response(404).json(NOT_FOUND);
      await db.submissions.reply({ ...body, submissionId: params.id });
      return response(201).json({ ok: true });
    }),
  ),

  // Managed users.
  http.get('/api/admin/users', ({ request, response }) =>
    serveStaff(request, STAFF, async () => response(200).json(await db.users.list())),
  ),
  http.post('/api/admin/users', ({ request, response }) =>
    serveStaff(request, STAFF, async () => {
      const { body, problem } = await validBody<NewManagedUser>('createManagedUser', request);
      if (problem !== null) return badRequest(problem);
      if (await db.users.find(body.id)) return conflict('A user with this id exists.');
      const user = { id: body.id, name: body.name.trim(), email: body.email.trim(), role: 'user' as const };
      await db.users.add(user);
      return response(201).json(user);
    }),
  ),
  http.delete('/api/admin/users/{id}', ({ request, params, response }) =>
    serveStaff(request, STAFF, async () => {
      if (!(await db.users.find(params.id))) return response(404).json(NOT_FOUND);
      await db.users.remove(params.id);
      return response(204).empty();
    }),
  ),
  http.post('/api/admin/users/{id}/upgrade', ({ request, params, response }) =>
    serveStaff(request, ADMINS_ONLY, async () => {
      const user = await db.users.find(params.id);
      if (!user) return response(404).json(NOT_FOUND);
      if (user.role === 'manager') return response(409).json({ error: 'This user is already a manager.' });
      return response(200).json((await db.users.change(params.id, { role: 'manager' })) ?? user);
    }),
  ),
];
