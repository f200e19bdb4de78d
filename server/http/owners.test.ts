import { describe, expect, it } from 'vitest';
import type {
  DataVersions,
  OwnerStatement,
  OwnerSummary,
  PortalVersions,
  TaxArrangementChange,
} from '../../src/types/api.gen';
import { db } from '../domain/db';
import { pinClock, signedInCalls } from '../test-clock';
import { inDataset } from '../testing';
import { FORBIDDEN, NOT_FOUND, UNAUTHORISED } from './operation';

/*
 * Staff's Owners screen over HTTP (docs/product-rules.md, 'Owners'): admins and managers list
 * the owners; only admins set an owner's tax arrangement from a month on, and the owner's
 * statements from that month follow it. Every answer is checked against the contract
 * (callApi). The clock is pinned (Date only), so the sample data's 'today' is known.
 */

const ADMIN = 'u-admin';
const MANAGER = 'u-manager';
const TENANT = 'u-user';
const OWNER = 'u-owner';
const INVESTOR = 'u-investor';
const NOW = new Date(2025, 2, 18, 10, 0, 0); // 18 March 2025, 10:00 local
const THIS_MONTH = '2025-03';

const sessions = signedInCalls();
const { call } = sessions;
pinClock(NOW, { before: () => sessions.clear() });

const owners = (userId: string | null = ADMIN) => call<OwnerSummary[]>('/api/admin/owners', userId);
const setArrangement = (ownerId: string, body: unknown, userId: string | null = ADMIN) =>
  call<OwnerSummary & { error?: string }>(`/api/admin/owners/${ownerId}/tax-arrangement`, userId, {
    method: 'PUT',
    body,
  });
const statement = (userId: string, propertyId: string, month: string) =>
  call<OwnerStatement>(`/api/portal/properties/${propertyId}/statements/${month}`, userId);
const storedArrangements = (ownerId: string) =>
  inDataset(async () => (await db.taxArrangements.list()).filter((a) => a.ownerUserId === ownerId));

const ownerFiles: TaxArrangementChange = { kind: 'owner-files', fromMonth: THIS_MONTH };

describe('who may list the owners and set an arrangement', () => {
  it.each<[string, string | null, number, unknown]>([
    ['an admin lists them', ADMIN, 200, undefined],
    ['a manager lists them', MANAGER, 200, undefined],
    ['a user may not', TENANT, 403, FORBIDDEN],
    ['an owner may not, even of their own', OWNER, 403, FORBIDDEN],
    ['nobody signed in may not', null, 401, UNAUTHORISED],
  ])('%s', async (_case, userId, status, body) => {
    const answered = await owners(userId);
    expect(answered.status).toBe(status);
    if (body) expect(answered.body).toEqual(body);
  });

  it.each<[string, string | null, number, unknown]>([
    ['a manager may not set one', MANAGER, 403, FORBIDDEN],
    ['a user may not', TENANT, 403, FORBIDDEN],
    ['the owner may not', OWNER, 403, FORBIDDEN],
    ['nobody signed in may not', null, 401, UNAUTHORISED],
  ])('%s, and nothing changes', async (_case, userId, status, body) => {
    const before = await storedArrangements(OWNER);
    const answered = await setArrangement(OWNER, ownerFiles, userId);
    expect(answered).toMatchObject({ status, body });
    expect(await storedArrangements(OWNER)).toEqual(before);
  });
});

describe('the owners, as the Owners screen shows them', () => {
  it('the three demo owners by name, with their arrangement and a masked payout method', async () => {
    const { status, body } = await owners(MANAGER);
    expect(status).toBe(200);
    expect(
      body.map((o) => [
        o.name,
        o.residency,
        o.yearlyResidentialRentKes,
        o.taxArrangement.kind,
        o.payoutMethod.label,
      ]),
    ).toEqual([
      ['Akinyi Odera', 'resident', 660_000, 'owner-files', 'M-Pesa 0722 ••• 315'],
      ['David Omwenga', 'non-resident', 2_880_000, 'non-resident', 'KCB Bank ••• 9034'],
      ['Ruth Nyaboke', 'resident', 4_284_000, 'appointed-agent', 'Equity Bank ••• 4821'],
    ]);
    expect(body.find((o) => o.id === OWNER)?.taxArrangement.appointmentReference).toBe('KRA/MRI/AGT/00173');
    // Never a whole phone or account number.
    const text = JSON.stringify(body);
    for (const whole of ['254722481315', '0722481315', '0170299184821', '1190442039034'])
      expect(text).not.toContain(whole);
  });
});

describe('setting an arrangement', () => {
  it('an unknown owner, or an account that owns no property: 404', async () => {
    for (const id of ['nobody', TENANT, ADMIN]) {
      expect(await setArrangement(id, ownerFiles), id).toMatchObject({ status: 404, body: NOT_FOUND });
    }
  });

  it('a body the contract refuses: 400 before anything else, for an unknown owner too', async () => {
    for (const [body, text] of [
      [{ kind: 'owner-files', fromMonth: '2025-13' }, 'fromMonth must match pattern'],
      [{ kind: 'owner-files' }, "must have required property 'fromMonth'"],
      [{ kind: 'landlord-pays', fromMonth: THIS_MONTH }, 'kind must be equal to one of the allowed values'],
      [{ ...ownerFiles, appointmentReference: 'K'.repeat(61) }, 'appointmentReference'],
      [{ ...ownerFiles, extra: true }, 'must NOT have additional properties'],
    ] as const) {
      for (const id of [OWNER, 'nobody']) {
        const answered = await setArrangement(id, body);
        expect(answered.status, JSON.stringify(body)).toBe(400);
        expect(answered.body.error).toContain(text);
      }
    }
  });

  // prettier-ignore
  it.each<[string, string, TaxArrangementChange, string]>([
    ['a start month before this month', OWNER, { kind: 'owner-files', fromMonth: '2025-02' }, 'The start month cannot be before this month: earlier statements never change.'],
    ['a non-resident owner filing MRI', INVESTOR, ownerFiles, "A non-resident owner's rent bears withholding tax (30%)."],
    ['a resident owner with withholding tax', OWNER, { kind: 'non-resident', fromMonth: THIS_MONTH }, "A resident owner's rent bears MRI, not non-resident withholding tax."],
    ['an appointment without its reference', OWNER, { kind: 'appointed-agent', fromMonth: THIS_MONTH, appointmentReference: ' ', appointedOn: '2025-03-01' }, "Enter KRA's reference of the appointment."],
    ['an appointment without its date', OWNER, { kind: 'appointed-agent', fromMonth: THIS_MONTH, appointmentReference: 'KRA/1' }, 'Enter the date of the appointment.'],
    ['an appointment dated tomorrow', OWNER, { kind: 'appointed-agent', fromMonth: THIS_MONTH, appointmentReference: 'KRA/1', appointedOn: '2025-03-19' }, 'The appointment date cannot be in the future.'],
    ['MRI does not apply to rent within the band', OWNER, { kind: 'not-applicable', fromMonth: THIS_MONTH, notApplicableReason: 'rent-outside-band' }, "MRI applies to this owner's rent: KES 4,284,000 a year, within KES 288,000 to KES 15,000,000."],
  ])('%s: 400 with the text to show, nothing kept', async (_case, ownerId, body, text) => {
    const before = await storedArrangements(ownerId);
    expect(await setArrangement(ownerId, body)).toMatchObject({ status: 400, body: { error: text } });
    expect(await storedArrangements(ownerId)).toEqual(before);
  });

  it("from this month: the answer is the owner as now, and the owner's statement of this month follows it", async () => {
    const before = (await statement(OWNER, 'pr-ouru', THIS_MONTH)).body;
    expect(before.tax).toMatchObject({ kind: 'mri', label: 'MRI withheld (7.5%)', deducted: true });
    const [staffBefore, portalBefore] = [
      (await call<DataVersions>('/api/admin/versions', ADMIN)).body,
      (await call<PortalVersions>('/api/portal/versions', OWNER)).body,
    ];

    const answered = await setArrangement(OWNER, ownerFiles);
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({
      id: OWNER,
      name: 'Ruth Nyaboke',
      taxArrangement: {
        kind: 'owner-files',
        name: 'Owner files MRI',
        fromMonth: THIS_MONTH,
        appointmentReference: null,
        appointedOn: null,
        notApplicableReason: null,
      },
      nextTaxArrangement: null,
    });
    expect((await owners()).body.find((o) => o.id === OWNER)).toEqual(answered.body);

    // The open screens notice: the Owners screen's version and the statements' move.
    const moved = answered.headers.get('Data-Versions') ?? '';
    expect(moved).toMatch(/owners=\d+-\d+/);
    expect(moved).toMatch(/payments=\d+-\d+/);
    expect((await call<DataVersions>('/api/admin/versions', ADMIN)).body.owners).toBeGreaterThan(
      staffBefore.owners,
    );
    expect((await call<PortalVersions>('/api/portal/versions', OWNER)).body.payments).toBeGreaterThan(
      portalBefore.payments,
    );

    const after = (await statement(OWNER, 'pr-ouru', THIS_MONTH)).body;
    expect(after.taxArrangement).toMatchObject({ kind: 'owner-files', fromMonth: THIS_MONTH });
    expect(after.tax).toMatchObject({
      kind: 'mri-due',
      label: 'MRI due from you',
      deducted: false,
      dueBy: '2025-04-20',
    });
    expect(after.tax.amountKes).toBe(before.tax.amountKes);
    expect(after.netPayoutKes).toBe(before.netPayoutKes + before.tax.amountKes);
    // Earlier statements never change.
    expect((await statement(OWNER, 'pr-ouru', '2025-02')).body.tax).toMatchObject({
      kind: 'mri',
      deducted: true,
    });
  });

  it('from a later month: this month keeps its arrangement, the new one is next', async () => {
    const body: TaxArrangementChange = {
      kind: 'appointed-agent',
      fromMonth: '2025-05',
      appointmentReference: 'KRA/MRI/AGT/00412',
      appointedOn: '2025-03-18',
      notApplicableReason: 'commercial-property',
    };
    const answered = await setArrangement('u-resident', body);
    expect(answered.status).toBe(200);
    expect(answered.body.taxArrangement).toMatchObject({ kind: 'owner-files' });
    expect(answered.body.nextTaxArrangement).toEqual({
      kind: 'appointed-agent',
      name: 'Firm withholds MRI (appointed agent)',
      fromMonth: '2025-05',
      appointmentReference: 'KRA/MRI/AGT/00412',
      appointedOn: '2025-03-18',
      notApplicableReason: null,
    });
    expect((await statement('u-resident', 'pr-milimani', THIS_MONTH)).body.tax.kind).toBe('mri-due');
  });

  it('two changes at once for one owner: both answered, exactly one arrangement from that month', async () => {
    const agent: TaxArrangementChange = {
      kind: 'appointed-agent',
      fromMonth: '2025-04',
      appointmentReference: 'KRA/MRI/AGT/00500',
      appointedOn: '2025-03-17',
    };
    const answers = await Promise.all([
      setArrangement(OWNER, { kind: 'owner-files', fromMonth: '2025-04' }),
      setArrangement(OWNER, agent),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const fromApril = (await storedArrangements(OWNER)).filter((a) => a.fromMonth === '2025-04');
    expect(fromApril).toHaveLength(1);
    expect(['owner-files', 'appointed-agent']).toContain(fromApril[0]!.kind);
    expect((await owners()).body.find((o) => o.id === OWNER)?.nextTaxArrangement?.kind).toBe(
      fromApril[0]!.kind,
    );
  });
});
