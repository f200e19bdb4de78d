import { beforeAll, describe, expect, it } from 'vitest';
import { createContractValidator, type ContractOperation } from '../../scripts/api/contract-validator.mjs';
import { ROLES, type Role } from '../../src/types/user';
import { DEMO_PASSWORD } from '../domain/data/accounts';
import { sampleToday } from '../domain/data/sample-dates';
import { monthStart, TENANT_LEASE_ID } from '../domain/data/portal';
import { db } from '../domain/db';
import { callApi, inDataset, sessionToken } from '../testing';
import { FORBIDDEN, UNAUTHORISED } from './operation';

/**
 * Who may call what (docs/product-rules.md, 'Users and roles'; docs/api-server.md, 'Tests'):
 * every operation of the contract that needs a token answers 401 without one (or with one
 * the server does not know), 403 to a role its `x-roles` leave out, and its documented
 * success to each role it names. The operations and roles come from the contract, so a new
 * operation is covered as it is added. A refused call commits nothing.
 */
const operations = createContractValidator().operations;

// Opening the in-memory database and seeding the sample data takes seconds on a busy machine: before the tests.
beforeAll(() => inDataset(async () => undefined), 120_000);
const secured = operations.filter((op) => op.secured);

/** A request each operation succeeds with on the sample data, and who of the role 'user' makes it. */
interface Sample {
  /** The path's ids, or a step that makes the record the call needs and answers its id. */
  ids?: Record<string, string> | (() => Promise<Record<string, string>>);
  body?: unknown;
  /** The account that calls as the role 'user' (default: the tenant of unit A4). */
  user?: string;
}

const TENANT = 'u-user';
const OWNER = 'u-owner';
const INVESTOR = 'u-investor';
const thisMonth = () => sampleToday().slice(0, 7);
const lastMonth = () => monthStart(sampleToday(), -1).slice(0, 7);

const newReport = {
  leaseId: TENANT_LEASE_ID,
  category: 'plumbing',
  priority: 'normal',
  title: 'Leaking tap',
  description: 'The kitchen tap drips.',
  photos: [],
  permissionToEnter: true,
  preferredTimes: '',
};

/** A Submitted request the tenant reported, for the cancellation. */
async function tenantsReport(): Promise<Record<string, string>> {
  const { body } = await callApi<{ id: string }>('/api/portal/maintenance', {
    method: 'POST',
    token: await sessionToken(TENANT),
    body: newReport,
  });
  return { id: body.id };
}

/** A prompt the tenant started, for its status. */
async function tenantsPrompt(): Promise<Record<string, string>> {
  const { body } = await callApi<{ checkoutRequestId: string }>(
    `/api/portal/leases/${TENANT_LEASE_ID}/mpesa-payments`,
    { method: 'POST', token: await sessionToken(TENANT), body: { phone: '254712345678', amountKes: 100 } },
  );
  return { checkoutRequestId: body.checkoutRequestId };
}

/** A payment of the tenant's lease, for its receipt. */
const tenantsPayment = async () => ({
  paymentId: (await inDataset(() => db.payments.list())).find((p) => p.leaseId === TENANT_LEASE_ID)!.id,
});

/** The Unmatched sample payment B9, allocated by the admin now (an allocation staff may undo today). */
async function allocatedToday(): Promise<Record<string, string>> {
  await callApi('/api/admin/payments/pm-unmatched-b9/allocation', {
    method: 'POST',
    token: await sessionToken('u-admin'),
    body: { leaseId: 'ls-ouru-b3' },
  });
  return { id: 'pm-unmatched-b9' };
}

const SAMPLES: Record<string, Sample> = {
  changePassword: { body: { currentPassword: DEMO_PASSWORD, newPassword: 'Changed#2025' } },
  createEmail: {
    body: { id: 'roles-e1', to: 'roles@example.com', subject: 'S', body: 'B', folder: 'drafts' },
  },
  updateEmail: { ids: { id: 'em-001' }, body: { starred: false } },
  deleteEmail: { ids: { id: 'em-001' } },
  updateContactSubmission: { ids: { id: 'cs-001' }, body: { viewed: true } },
  deleteContactSubmission: { ids: { id: 'cs-001' } },
  replyToContactSubmission: {
    ids: { id: 'cs-001' },
    body: { to: 'moraa.nyakundi@example.com', subject: 'Re', body: 'B' },
  },
  createManagedUser: { body: { id: 'roles-u1', name: 'Roles Check', email: 'roles@example.com' } },
  deleteManagedUser: { ids: { id: 'mu-002' } },
  upgradeManagedUser: { ids: { id: 'mu-002' } },
  // An Unmatched sample Paybill payment (server/domain/data/portal.ts), to a sample lease.
  allocatePayment: { ids: { id: 'pm-unmatched-b9' }, body: { leaseId: 'ls-ouru-b3' } },
  // That payment allocated by the admin today, to be undone.
  undoPaymentAllocation: { ids: allocatedToday, body: { reason: 'Roles check' } },
  reportMaintenanceProblem: { body: newReport },
  cancelMaintenanceRequest: { ids: tenantsReport },
  // MR-0002 awaits the owner abroad's approval (server/domain/data/maintenance.ts).
  decideMaintenanceCost: { ids: { id: 'mr-0002' }, body: { decision: 'approve', note: '' }, user: INVESTOR },
  // MR-0001 is on the resident owner's Ouru Heights.
  getMaintenancePhotos: { ids: { id: 'mr-0001' }, user: OWNER },
  takeMaintenanceStep: {
    ids: { id: 'mr-0003' },
    body: { action: 'note', note: 'The locksmith comes at 10.' },
  },
  getOwnerStatement: { ids: { propertyId: 'pr-ouru', month: thisMonth() }, user: OWNER },
  // Last month is over: the firm withheld MRI as her appointed agent, and charged its fee.
  getWithholdingCertificate: { ids: { propertyId: 'pr-ouru', month: lastMonth() }, user: OWNER },
  getFeeInvoice: { ids: { propertyId: 'pr-ouru', month: lastMonth() }, user: OWNER },
  // The owner of Ouru Heights files MRI herself from this month on.
  setOwnerTaxArrangement: { ids: { id: OWNER }, body: { kind: 'owner-files', fromMonth: thisMonth() } },
  // Last month's Ouru Heights statement is due a payout (server/domain/payouts.ts), to a bank account.
  payOutStatement: { body: { propertyId: 'pr-ouru', month: lastMonth() } },
  getLeaseAccount: { ids: { leaseId: TENANT_LEASE_ID } },
  startMpesaPayment: { ids: { leaseId: TENANT_LEASE_ID }, body: { phone: '254712345678', amountKes: 100 } },
  getMpesaPaymentStatus: { ids: tenantsPrompt },
  getPaymentReceipt: { ids: tenantsPayment },
};

const USER_OF_ROLE: Record<Role, string> = { admin: 'u-admin', manager: 'u-manager', user: TENANT };

/** The operation's path with the sample's ids, and its body. */
async function requestOf(op: ContractOperation): Promise<{ path: string; body: unknown }> {
  const sample = SAMPLES[op.id] ?? {};
  const ids = typeof sample.ids === 'function' ? await sample.ids() : (sample.ids ?? {});
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const id = ids[name];
    if (!id) throw new Error(`Add the path's ${name} for ${op.id} to SAMPLES.`);
    return encodeURIComponent(id);
  });
  if (op.requestSchema && sample.body === undefined) throw new Error(`Add a body for ${op.id} to SAMPLES.`);
  return { path, body: sample.body };
}

/** Every table's version: any write moves one (server/domain/db.ts). */
const versions = () => inDataset(() => db.versions());

describe('the contract names who may call each operation', () => {
  it('every operation that needs a token names its roles, or is open to every signed-in account', () => {
    const open = secured.filter((op) => op.roles === null).map((op) => op.id);
    expect(open.sort()).toEqual(['changePassword', 'getMe', 'logout']);
    for (const op of secured)
      expect(op.roles?.every((role) => (ROLES as readonly string[]).includes(role)) ?? true).toBe(true);
  });

  it("admins may call every staff operation, managers all but the upgrade to manager and setting an owner's tax arrangement, users none", () => {
    const staff = secured.filter((op) => op.path.startsWith('/api/admin/'));
    expect(staff.length).toBeGreaterThan(15);
    expect(staff.filter((op) => !op.roles?.includes('admin'))).toEqual([]);
    expect(staff.filter((op) => op.roles?.includes('user'))).toEqual([]);
    expect(staff.filter((op) => !op.roles?.includes('manager')).map((op) => op.id)).toEqual([
      'upgradeManagedUser',
      'setOwnerTaxArrangement',
    ]);
  });
});

describe('the server refuses the callers an operation does not admit, and commits nothing', () => {
  it.each(secured.map((op) => [op.id, op] as const))('%s', async (_id, op) => {
    const { path, body } = await requestOf(op);
    const refused: [caller: string, token: () => Promise<string | null>, status: number][] = [
      ['no token', async () => null, 401],
      ['a token the server never gave', async () => 'not-a-session-token', 401],
      ...ROLES.filter((role) => op.roles !== null && !op.roles.includes(role)).map(
        (role): [string, () => Promise<string | null>, number] => [
          `a ${role}`,
          () => sessionToken(USER_OF_ROLE[role]),
          403,
        ],
      ),
    ];
    for (const [caller, tokenOf, status] of refused) {
      const token = await tokenOf();
      const before = await versions();
      const answered = await callApi(path, { method: op.method, token, body });
      expect(answered, `${op.id} by ${caller}`).toMatchObject({
        status,
        body: status === 401 ? UNAUTHORISED : FORBIDDEN,
      });
      expect(await versions(), `${op.id} by ${caller} committed something`).toEqual(before);
    }
  });
});

describe('the server lets each role the contract names call the operation', () => {
  const rows = secured.flatMap((op) => (op.roles ?? ROLES).map((role) => [op.id, role as Role, op] as const));

  it.each(rows)('%s by a %s', async (_id, role, op) => {
    const { path, body } = await requestOf(op);
    const userId = role === 'user' ? (SAMPLES[op.id]?.user ?? TENANT) : USER_OF_ROLE[role];
    const answered = await callApi(path, { method: op.method, token: await sessionToken(userId), body });
    const success = Object.keys(op.responses).find((status) => status.startsWith('2'));
    expect(answered.status, JSON.stringify(answered.body)).toBe(Number(success));
  });
});
