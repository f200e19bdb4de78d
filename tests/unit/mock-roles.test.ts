import { describe, expect, it } from 'vitest';
import contractText from '../../api/openapi.yaml?raw';
import { createContractValidator, parseContract } from '../../scripts/api/contract-validator.mjs';
import { db } from '../../server/domain/db';
import { FORBIDDEN } from '../../mocks/http';
import { ROLES } from '../../src/types/user';
import { demoToken, userWithRole } from '../fixtures';

/**
 * Who may call what (product rules, 'Users and roles'): every /api/admin operation
 * of the contract, called with no token and as each role, answers 401, 403 or its
 * documented success as the operation's `x-roles` say. The operations and their roles
 * come from the contract, so a new operation is covered as it is added, and the mock and
 * the contract cannot disagree.
 */
const doc = parseContract(contractText) as {
  paths: Record<
    string,
    Record<string, { description?: string; responses: Record<string, { $ref?: string }> }>
  >;
};
const staffOperations = createContractValidator(doc).operations.filter((op) =>
  op.path.startsWith('/api/admin/'),
);

/** A request each operation succeeds with on the sample data; one with a path id or a body needs one here. */
const SAMPLES: Record<string, { id?: string; body?: unknown }> = {
  createEmail: {
    body: { id: 'roles-e1', to: 'roles@example.com', subject: 'S', body: 'B', folder: 'drafts' },
  },
  updateEmail: { id: 'em-001', body: { starred: false } },
  deleteEmail: { id: 'em-001' },
  updateContactSubmission: { id: 'cs-001', body: { viewed: true } },
  deleteContactSubmission: { id: 'cs-001' },
  replyToContactSubmission: {
    id: 'cs-001',
    body: { to: 'moraa.nyakundi@example.com', subject: 'Re', body: 'B' },
  },
  createManagedUser: { body: { id: 'roles-u1', name: 'Roles Check', email: 'roles@example.com' } },
  deleteManagedUser: { id: 'mu-002' },
  upgradeManagedUser: { id: 'mu-002' },
  // An Unmatched sample Paybill payment (server/domain/data/portal.ts), to a sample lease.
  allocatePayment: { id: 'pm-unmatched-b9', body: { leaseId: 'ls-ouru-b3' } },
  // A note, which any open sample request takes (server/domain/data/maintenance.ts).
  takeMaintenanceStep: { id: 'mr-0003', body: { action: 'note', note: 'The locksmith comes at 10.' } },
};

const CALLERS = [
  { caller: 'no token', role: null, token: null },
  ...ROLES.map((role) => ({ caller: `a ${role}`, role, token: demoToken(userWithRole(role).id, 'roles') })),
];

const snapshot = () =>
  Promise.all([
    db.emails.list(),
    db.submissions.list(),
    db.users.list(),
    db.payments.list(),
    db.maintenanceRequests.list(),
  ]);

describe('the contract names who may call each staff operation', () => {
  it.each(staffOperations.map((op) => [op.id, op] as const))('%s', (_id, op) => {
    const documented = doc.paths[op.path]![op.method.toLowerCase()]!;
    expect(op.roles?.every((role) => (ROLES as readonly string[]).includes(role))).toBe(true);
    expect(documented.description).toMatch(/may call this/);
    expect(documented.responses['403']?.$ref).toBe('#/components/responses/Forbidden');
  });

  it('admins may call every one, managers all but the upgrade to manager, users none', () => {
    expect(staffOperations.filter((op) => !op.roles?.includes('admin'))).toEqual([]);
    expect(staffOperations.filter((op) => op.roles?.includes('user'))).toEqual([]);
    expect(staffOperations.filter((op) => !op.roles?.includes('manager')).map((op) => op.id)).toEqual([
      'upgradeManagedUser',
    ]);
  });
});

describe('the mock enforces the roles of every staff operation', () => {
  const rows = staffOperations.flatMap((op) =>
    CALLERS.map((caller) => [op.id, caller.caller, op, caller] as const),
  );

  it.each(rows)('%s by %s', async (_id, _caller, op, { role, token }) => {
    const sample = SAMPLES[op.id] ?? {};
    if ((op.path.includes('{id}') && !sample.id) || (op.requestSchema && sample.body === undefined))
      throw new Error(`Add a sample request for ${op.id} to SAMPLES.`);
    const path = op.path.replace('{id}', sample.id ?? '');
    const before = await snapshot();
    const response = await fetch(`http://localhost:5000${path}`, {
      method: op.method,
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: sample.body === undefined ? undefined : JSON.stringify(sample.body),
    });

    if (role !== null && op.roles?.includes(role)) {
      const success = Object.keys(op.responses).find((status) => status.startsWith('2'));
      expect(response.status).toBe(Number(success));
      return;
    }
    expect(response.status).toBe(role === null ? 401 : 403);
    if (role !== null) expect(await response.json()).toEqual(FORBIDDEN);
    expect(await snapshot()).toEqual(before); // a refused call commits nothing
  });
});
