import { HttpResponse } from 'msw';
import { dateStamp } from '../../src/lib/format';
import type {
  EmailChanges,
  NewEmail,
  NewManagedUser,
  Reply,
  SubmissionChanges,
} from '../../src/types/api.gen';
import { ADMIN_STATS_FIXTURE } from '../data/stats';
import { db } from '../db';
import { http, NOT_FOUND, SERVER_ERROR, staffAccount, UNAUTHORISED, validBody } from '../http';
import { mockLatency } from '../latency';

/**
 * QA hook: while localStorage holds `kpm-mock-fail` (any value), every /api/admin/*
 * request answers 500, so the console's error state with Retry and the rollback of a
 * change can be seen and tested:
 *   localStorage.setItem('kpm-mock-fail', '1')   // then open a console screen or change something
 *   localStorage.removeItem('kpm-mock-fail')     // then press Retry
 * The handlers run in the page (MSW browser worker), so they can read its storage.
 */
export const MOCK_FAIL_KEY = 'kpm-mock-fail';

function failureRequested(): boolean {
  try {
    return globalThis.localStorage?.getItem(MOCK_FAIL_KEY) != null;
  } catch {
    return false;
  }
}

/** Every /api/admin/* request: latency, a staff (admin or manager) token, the QA failure hook. */
async function refusal(request: Request): Promise<Response | null> {
  await mockLatency();
  if (!staffAccount(request)) return HttpResponse.json(UNAUTHORISED, { status: 401 });
  if (failureRequested()) return HttpResponse.json(SERVER_ERROR, { status: 500 });
  return null;
}

const badRequest = (error: string) => HttpResponse.json({ error }, { status: 400 });
const conflict = (error: string) => HttpResponse.json({ error }, { status: 409 });

export const adminHandlers = [
  http.get('/api/admin/stats', async ({ request, response }) => {
    return (await refusal(request)) ?? response(200).json(structuredClone(ADMIN_STATS_FIXTURE));
  }),

  // The email centre.
  http.get('/api/admin/emails', async ({ request, response }) => {
    return (await refusal(request)) ?? response(200).json(db.emails.list());
  }),
  http.post('/api/admin/emails', async ({ request, response }) => {
    const refused = await refusal(request);
    if (refused) return refused;
    const { body, problem } = await validBody<NewEmail>('createEmail', request);
    if (problem !== null) return badRequest(problem);
    if (db.emails.find(body.id)) return conflict('An email with this id exists.');
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
    db.emails.add(email);
    return response(201).json(email);
  }),
  http.patch('/api/admin/emails/{id}', async ({ request, params, response }) => {
    const refused = await refusal(request);
    if (refused) return refused;
    const { body, problem } = await validBody<EmailChanges>('updateEmail', request);
    if (problem !== null) return badRequest(problem);
    const email = db.emails.change(params.id, body);
    return email ? response(200).json(email) : response(404).json(NOT_FOUND);
  }),
  http.delete('/api/admin/emails/{id}', async ({ request, params, response }) => {
    const refused = await refusal(request);
    if (refused) return refused;
    if (!db.emails.find(params.id)) return response(404).json(NOT_FOUND);
    db.emails.remove(params.id);
    return response(204).empty();
  }),

  // Contact submissions.
  http.get('/api/admin/contact-submissions', async ({ request, response }) => {
    return (await refusal(request)) ?? response(200).json(db.submissions.list());
  }),
  http.patch('/api/admin/contact-submissions/{id}', async ({ request, params, response }) => {
    const refused = await refusal(request);
    if (refused) return refused;
    const { body, problem } = await validBody<SubmissionChanges>('updateContactSubmission', request);
    if (problem !== null) return badRequest(problem);
    const submission = db.submissions.change(params.id, body);
    return submission ? response(200).json(submission) : response(404).json(NOT_FOUND);
  }),
  http.delete('/api/admin/contact-submissions/{id}', async ({ request, params, response }) => {
    const refused = await refusal(request);
    if (refused) return refused;
    if (!db.submissions.find(params.id)) return response(404).json(NOT_FOUND);
    db.submissions.remove(params.id);
    return response(204).empty();
  }),
  http.post('/api/admin/contact-submissions/{id}/replies', async ({ request, params, response }) => {
    const refused = await refusal(request);
    if (refused) return refused;
    const { body, problem } = await validBody<Reply>('replyToContactSubmission', request);
    if (problem !== null) return badRequest(problem);
    if (!db.submissions.find(params.id)) return response(404).json(NOT_FOUND);
    db.submissions.reply({ ...body, submissionId: params.id });
    return response(201).json({ ok: true });
  }),

  // Managed users.
  http.get('/api/admin/users', async ({ request, response }) => {
    return (await refusal(request)) ?? response(200).json(db.users.list());
  }),
  http.post('/api/admin/users', async ({ request, response }) => {
    const refused = await refusal(request);
    if (refused) return refused;
    const { body, problem } = await validBody<NewManagedUser>('createManagedUser', request);
    if (problem !== null) return badRequest(problem);
    if (db.users.find(body.id)) return conflict('A user with this id exists.');
    const user = { id: body.id, name: body.name.trim(), email: body.email.trim(), role: 'user' as const };
    db.users.add(user);
    return response(201).json(user);
  }),
  http.delete('/api/admin/users/{id}', async ({ request, params, response }) => {
    const refused = await refusal(request);
    if (refused) return refused;
    if (!db.users.find(params.id)) return response(404).json(NOT_FOUND);
    db.users.remove(params.id);
    return response(204).empty();
  }),
  http.post('/api/admin/users/{id}/upgrade', async ({ request, params, response }) => {
    const refused = await refusal(request);
    if (refused) return refused;
    const user = db.users.find(params.id);
    if (!user) return response(404).json(NOT_FOUND);
    if (user.role === 'manager') return response(409).json({ error: 'This user is already a manager.' });
    return response(200).json(db.users.change(params.id, { role: 'manager' }) ?? user);
  }),
];
