import type {
  EmailChanges,
  NewEmail,
  NewManagedUser,
  Reply,
  SubmissionChanges,
} from '../../../src/types/api.gen';
import { dateStamp } from '../../../src/lib/date-stamp';
import { bodyProblem } from '../../contract';
import { TRAFFIC_FIXTURE } from '../../domain/data/stats';
import { readOwnerTables } from '../../domain/portal';
import { quickStats } from '../../domain/stats';
import { dataVersions } from '../../domain/data-versions';
import { db } from '../../domain/db';
import { settlePrompts } from '../../domain/mpesa';
import { empty, error, json, jsonText, NOT_FOUND, type Call } from '../operation';

/** The body when it matches the operation's schema; else the 400 to answer. */
function checked<T>(
  operationId: string,
  body: unknown,
): { body: T; refusal: null } | { body: null; refusal: ReturnType<typeof error> } {
  const problem = bodyProblem(operationId, body);
  return problem === null ? { body: body as T, refusal: null } : { body: null, refusal: error(400, problem) };
}

const notFound = () => json(404, NOT_FOUND);

/**
 * The staff console's operations. Who may call each is the contract's `x-roles` (app.ts
 * checks it): admins everything, managers all but upgrading a user to manager.
 */
export const adminOperations = {
  // Quick Stats from the data (a payment answered meanwhile counts), beside the traffic counters.
  async getStats() {
    await settlePrompts();
    const [properties, tables] = await Promise.all([db.properties.list(), readOwnerTables()]);
    return json(200, { stats: quickStats(properties, tables), traffic: structuredClone(TRAFFIC_FIXTURE) });
  },

  // Live screens: a version per data set, bumped by every write, whoever made it. The
  // M-Pesa prompts are settled first, so a payment answered meanwhile counts.
  async getDataVersions() {
    await settlePrompts();
    return json(200, await dataVersions());
  },

  // The email centre.
  listEmails: async () => jsonText(200, await db.emails.listJson()),
  async createEmail({ body: raw }: Call) {
    const { body, refusal } = checked<NewEmail>('createEmail', raw);
    if (refusal) return refusal;
    if (await db.emails.find(body.id)) return error(409, 'An email with this id exists.');
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
    return json(201, email);
  },
  async updateEmail({ body: raw, params }: Call) {
    const { body, refusal } = checked<EmailChanges>('updateEmail', raw);
    if (refusal) return refusal;
    const email = await db.emails.change(params.id!, body);
    return email ? json(200, email) : notFound();
  },
  async deleteEmail({ params }: Call) {
    if (!(await db.emails.find(params.id!))) return notFound();
    await db.emails.remove(params.id!);
    return empty();
  },

  // Contact submissions.
  listContactSubmissions: async () => jsonText(200, await db.submissions.listJson()),
  async updateContactSubmission({ body: raw, params }: Call) {
    const { body, refusal } = checked<SubmissionChanges>('updateContactSubmission', raw);
    if (refusal) return refusal;
    const submission = await db.submissions.change(params.id!, body);
    return submission ? json(200, submission) : notFound();
  },
  async deleteContactSubmission({ params }: Call) {
    if (!(await db.submissions.find(params.id!))) return notFound();
    await db.submissions.remove(params.id!);
    return empty();
  },
  async replyToContactSubmission({ body: raw, params }: Call) {
    const { body, refusal } = checked<Reply>('replyToContactSubmission', raw);
    if (refusal) return refusal;
    if (!(await db.submissions.find(params.id!))) return notFound();
    await db.submissions.reply({ ...body, submissionId: params.id! });
    return json(201, { ok: true });
  },

  // Managed users.
  listManagedUsers: async () => json(200, await db.users.list()),
  async createManagedUser({ body: raw }: Call) {
    const { body, refusal } = checked<NewManagedUser>('createManagedUser', raw);
    if (refusal) return refusal;
    if (await db.users.find(body.id)) return error(409, 'A user with this id exists.');
    const user = { id: body.id, name: body.name.trim(), email: body.email.trim(), role: 'user' as const };
    await db.users.add(user);
    return json(201, user);
  },
  async deleteManagedUser({ params }: Call) {
    if (!(await db.users.find(params.id!))) return notFound();
    await db.users.remove(params.id!);
    return empty();
  },
  async upgradeManagedUser({ params }: Call) {
    const user = await db.users.find(params.id!);
    if (!user) return notFound();
    if (user.role === 'manager') return error(409, 'This user is already a manager.');
    return json(200, (await db.users.change(params.id!, { role: 'manager' })) ?? user);
  },
};

export { checked };
