import { describe, expect, it, vi } from 'vitest';
import type { FeeInvoice, OwnerStatement, WithholdingCertificate } from '../../src/types/api.gen';
import { simulatedEtims } from '../adapters/etims';
import { simulatedItax } from '../adapters/itax';
import { DEMO_PERSONA_ACCOUNTS } from '../domain/data/accounts';
import { db } from '../domain/db';
import { pinClock, signedInCalls } from '../test-clock';
import { inDataset } from '../testing';
import { FORBIDDEN, NOT_FOUND, UNAUTHORISED } from './operation';

/*
 * A finished month's documents over HTTP (docs/product-rules.md, 'Owners'; docs/api-server.md,
 * 'Tax documents'): the owner reads the fee invoice and the withholding certificate of her
 * own properties (staff any), issued the first time the month is read and the same ever after,
 * ten first reads at once included; the statement names them. Every answer is checked against
 * the contract (callApi). The clock is pinned (Date only): the sample data's 'today' is 18
 * March 2025, so February is the last finished month.
 */

// The Demo controls' people (server/domain/data/accounts.ts).
const {
  admin: ADMIN,
  manager: MANAGER,
  tenant: TENANT,
  owner: OWNER,
  'owner-abroad': INVESTOR,
  'resident-owner': RESIDENT,
} = DEMO_PERSONA_ACCOUNTS;
const NOW = new Date(2025, 2, 18, 10, 0, 0); // 18 March 2025, 10:00 local

const sessions = signedInCalls();
const statementPath = (propertyId: string, month: string) =>
  `/api/portal/properties/${propertyId}/statements/${month}`;
const statement = (propertyId: string, month: string, userId: string | null = OWNER) =>
  sessions.call<OwnerStatement>(statementPath(propertyId, month), userId);
const certificate = (propertyId: string, month: string, userId: string | null = OWNER) =>
  sessions.call<WithholdingCertificate>(`${statementPath(propertyId, month)}/certificate`, userId);
const invoice = (propertyId: string, month: string, userId: string | null = OWNER) =>
  sessions.call<FeeInvoice>(`${statementPath(propertyId, month)}/invoice`, userId);
const stored = () => inDataset(() => db.taxDocuments.list());

pinClock(NOW, {
  before: async () => {
    sessions.clear();
    // Reads issue documents, and the test server resets only after a change: none to start with.
    await inDataset(() => db.taxDocuments.replace([]));
  },
  after: () => vi.restoreAllMocks(),
});

describe('who may read a finished month’s documents: exactly as the statement', () => {
  // prettier-ignore
  it.each<[string, string | null, number, unknown]>([
    ['the owner', OWNER, 200, undefined],
    ['an admin', ADMIN, 200, undefined],
    ['a manager', MANAGER, 200, undefined],
    ['another owner', INVESTOR, 403, FORBIDDEN],
    ['a tenant of the property', TENANT, 403, FORBIDDEN],
    ['nobody signed in', null, 401, UNAUTHORISED],
  ])('%s', async (_case, userId, status, body) => {
    for (const read of [certificate, invoice]) {
      const answered = await read('pr-ouru', '2025-02', userId);
      expect(answered.status).toBe(status);
      if (body) expect(answered.body).toEqual(body);
    }
  });

  it("another owner's refusal names nothing of the property, and issues nothing", async () => {
    for (const read of [certificate, invoice, statement]) {
      const answered = await read('pr-parklands', '2025-02', OWNER);
      expect(answered).toMatchObject({ status: 403, body: FORBIDDEN });
    }
    expect(await stored()).toEqual([]);
  });

  // prettier-ignore
  it.each<[string, string, string, 'certificate' | 'invoice' | 'both']>([
    ['an unknown property', 'pr-nowhere', '2025-02', 'both'],
    ['a month not among its statement months', 'pr-ouru', '2023-02', 'both'],
    ['this month, not ended yet', 'pr-ouru', '2025-03', 'both'],
    ['a month to come', 'pr-ouru', '2025-04', 'both'],
    ['the owner who files MRI herself: no certificate', 'pr-milimani', '2025-02', 'certificate'],
  ])('404: %s', async (_case, propertyId, month, which) => {
    const userId = propertyId === 'pr-milimani' ? RESIDENT : OWNER;
    if (which !== 'invoice') expect(await certificate(propertyId, month, userId)).toMatchObject({ status: 404, body: NOT_FOUND });
    if (which !== 'certificate') expect(await invoice(propertyId, month, userId)).toMatchObject({ status: 404, body: NOT_FOUND });
  });
});

describe("what the documents say (February 2025's statements; every field: server/domain/tax-documents.test.ts)", () => {
  it("the appointed agent's owner: an MRI certificate with the statement's rent and tax, and the simulated iTax's PRN", async () => {
    const { body: s } = await statement('pr-ouru', '2025-02');
    const { status, body } = await certificate('pr-ouru', '2025-02');
    expect(status).toBe(200);
    expect(body).toMatchObject({ number: 'WHT-2025-02-OURU', kind: 'mri', ratePercent: 7.5, rentKes: s.rentCollectedKes, taxKes: s.tax.amountKes, remitBy: '2025-03-20', issuedOn: '2025-03-01' });
    expect(body.kraPaymentReference).toMatch(/^202503\d{8}$/);
  }); // prettier-ignore

  it('the owner abroad: a certificate of the 30% withheld', async () => {
    const { body: s } = await statement('pr-parklands', '2025-02', INVESTOR);
    const { body } = await certificate('pr-parklands', '2025-02', INVESTOR);
    expect(body).toMatchObject({ kind: 'non-resident', ratePercent: 30, taxKes: s.tax.amountKes, number: 'WHT-2025-02-PARKLANDS' });
  }); // prettier-ignore

  it("the fee invoice, registered with the simulated eTIMS: the statement's fee", async () => {
    const { body: s } = await statement('pr-milimani', '2025-02', RESIDENT);
    const { status, body } = await invoice('pr-milimani', '2025-02', RESIDENT);
    expect(status).toBe(200);
    expect(body).toMatchObject({ etimsSystem: 'eTIMS (simulated)', invoiceNumber: 'INV-2025-02-MILIMANI', buyer: 'Akinyi Odera', feeKes: s.managementFeeKes, issuedOn: '2025-03-01' });
    expect(body.etimsNumber).toMatch(/^KRACU\d{10}\/\d{5}$/);
  }); // prettier-ignore

  it('the statement names its documents once the month has ended: both, the invoice alone, or none while open', async () => {
    const february = (await statement('pr-ouru', '2025-02')).body;
    expect(february.feeInvoice).toEqual({ etimsNumber: (await invoice('pr-ouru', '2025-02')).body.etimsNumber, issuedOn: '2025-03-01' });
    expect(february.certificate).toEqual({ number: 'WHT-2025-02-OURU', issuedOn: '2025-03-01' });
    const resident = (await statement('pr-milimani', '2025-02', RESIDENT)).body;
    expect([resident.feeInvoice?.issuedOn, resident.certificate]).toEqual(['2025-03-01', null]);
    const march = (await statement('pr-ouru', '2025-03')).body;
    expect([march.feeInvoice, march.certificate]).toEqual([null, null]);
  }); // prettier-ignore
});

describe('issued once: the first read issues, every later read answers the same numbers', () => {
  it('ten first reads at once: one number and one PRN, KRA’s systems asked once, one row of each kind', async () => {
    const registerPayment = vi.spyOn(simulatedItax, 'registerPayment');
    const register = vi.spyOn(simulatedEtims, 'register');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0 ? certificate('pr-ouru', '2025-02') : certificate('pr-ouru', '2025-02', ADMIN),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => `${a.body.number} ${a.body.kraPaymentReference}`)).size).toBe(1);
    expect([registerPayment.mock.calls.length, register.mock.calls.length]).toEqual([1, 1]);
    expect((await stored()).map((d) => [d.propertyId, d.month, d.kind])).toEqual([
      ['pr-ouru', '2025-02', 'fee-invoice'],
      ['pr-ouru', '2025-02', 'withholding-certificate'],
    ]);
  });

  it('ten first reads of the invoice and the statement at once: one eTIMS number', async () => {
    const register = vi.spyOn(simulatedEtims, 'register');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0
          ? invoice('pr-kilimani', '2025-02').then((a) => a.body.etimsNumber)
          : statement('pr-kilimani', '2025-02').then((a) => a.body.feeInvoice?.etimsNumber),
      ),
    );
    expect(new Set(answers).size).toBe(1);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('months later, whatever KRA’s systems would answer now: the numbers and the date stored', async () => {
    const first = await certificate('pr-ouru', '2025-02');
    const firstInvoice = await invoice('pr-ouru', '2025-02');
    vi.setSystemTime(new Date(2025, 6, 9, 15, 0, 0));
    sessions.clear(); // a session lasts 12 hours: sign in again
    vi.spyOn(simulatedItax, 'registerPayment').mockResolvedValue('99999999999999');
    vi.spyOn(simulatedEtims, 'register').mockResolvedValue('KRACU9999999999/99999');
    expect((await certificate('pr-ouru', '2025-02')).body).toEqual(first.body);
    expect((await invoice('pr-ouru', '2025-02')).body).toEqual(firstInvoice.body);
    expect(first.body.issuedOn).toBe('2025-03-01');
  });
});
