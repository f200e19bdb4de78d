import { describe, expect, it, vi } from 'vitest';
import { PAYOUT_ANSWER_HEADER, type PayoutAnswer } from '../../src/config/demo';
import type { DataVersions, OwnerPortfolio, OwnerStatement, Payout, Payouts } from '../../src/types/api.gen';
import { maintenanceSeed } from '../domain/data/maintenance';
import { db } from '../domain/db';
import { pinClock, signedInCalls } from '../test-clock';
import { callApi, inDataset, sessionToken } from '../testing';
import { FORBIDDEN, NOT_FOUND, UNAUTHORISED } from './operation';

/*
 * Staff's payouts over HTTP (docs/product-rules.md, 'Payouts'; docs/api-server.md, 'Payouts'):
 * admins and managers list the statements due and pay one out, once; the owner's statement
 * and home then show it. Every answer is checked against the contract (callApi). The clock is
 * pinned (Date only), so the sample data's 'today' is 18 March 2025: February's statements
 * are due, January's and earlier paid.
 */

const ADMIN = 'u-admin';
const MANAGER = 'u-manager';
const TENANT = 'u-user';
const OWNER = 'u-owner';
const RESIDENT = 'u-resident';
const NOW = new Date(2025, 2, 18, 10, 0, 0); // 18 March 2025, 10:00 local

const sessions = signedInCalls();
const { call } = sessions;
pinClock(NOW, { before: () => sessions.clear() });

const list = (userId: string | null = ADMIN) => call<Payouts>('/api/admin/payouts', userId);
const payOut = (
  body: unknown,
  { userId = ADMIN, answer, key }: { userId?: string | null; answer?: PayoutAnswer; key?: string } = {},
) =>
  call<Payout & { error?: string }>('/api/admin/payouts', userId, {
    method: 'POST',
    body,
    headers: {
      ...(answer ? { [PAYOUT_ANSWER_HEADER]: answer } : {}),
      ...(key ? { 'Idempotency-Key': key } : {}),
    },
  });
const statement = (propertyId: string, month: string, userId = OWNER) =>
  call<OwnerStatement>(`/api/portal/properties/${propertyId}/statements/${month}`, userId);
const portfolio = async (userId = OWNER) => (await call<OwnerPortfolio>('/api/portal/owner', userId)).body;
const stored = () => inDataset(() => db.payouts.list());
const versions = async () => (await call<DataVersions>('/api/admin/versions', ADMIN)).body;

const OURU_FEBRUARY = { propertyId: 'pr-ouru', month: '2025-02' };
const KILIMANI_FEBRUARY = { propertyId: 'pr-kilimani', month: '2025-02' };
const MILIMANI_FEBRUARY = { propertyId: 'pr-milimani', month: '2025-02' };

describe('who may list the payouts and pay one out', () => {
  it.each<[string, string | null, number, unknown]>([
    ['an admin lists them', ADMIN, 200, undefined],
    ['a manager lists them', MANAGER, 200, undefined],
    ['a tenant may not', TENANT, 403, FORBIDDEN],
    ['an owner may not, even of their own', OWNER, 403, FORBIDDEN],
    ['nobody signed in may not', null, 401, UNAUTHORISED],
  ])('%s', async (_case, userId, status, body) => {
    const answered = await list(userId);
    expect(answered.status).toBe(status);
    if (body) expect(answered.body).toEqual(body);
  });

  it.each<[string, string | null, number, unknown]>([
    ['a tenant may not', TENANT, 403, FORBIDDEN],
    ['the owner may not', OWNER, 403, FORBIDDEN],
    ['nobody signed in may not', null, 401, UNAUTHORISED],
  ])('paying out: %s, and nothing is paid', async (_case, userId, status, body) => {
    const before = await stored();
    expect(await payOut(OURU_FEBRUARY, { userId })).toMatchObject({ status, body });
    expect(await stored()).toEqual(before);
  });

  it('a manager pays out', async () => {
    expect((await payOut(OURU_FEBRUARY, { userId: MANAGER })).status).toBe(201);
  });
});

describe('the Payouts screen on 18 March 2025', () => {
  it("February's statements are due, by property name; January's and earlier were paid, newest first", async () => {
    const { body } = await list(MANAGER);
    expect(body.due.map((d) => [d.propertyName, d.town, d.ownerName, d.month, d.netPayoutKes, d.method?.label])).toEqual([
      ['Kilimani Court', 'Nairobi', 'Ruth Nyaboke', '2025-02', 76_725, 'Equity Bank ••• 4821'],
      ['Milimani House', 'Kisumu', 'Akinyi Odera', '2025-02', 49_500, 'M-Pesa 0722 ••• 315'],
      ['Ouru Heights', 'Kisii', 'Ruth Nyaboke', '2025-02', 92_500, 'Equity Bank ••• 4821'],
      ['Parklands Heights', 'Nairobi', 'David Omwenga', '2025-02', 96_000, 'KCB Bank ••• 9034'],
    ]);
    expect(body.paid.map((p) => [p.propertyName, p.month, p.amountKes, p.paidAt])).toEqual([
      ['Parklands Heights', '2025-01', 96_000, '2025-02-05T07:00:00.000Z'],
      ['Ouru Heights', '2025-01', 99_000, '2025-02-05T07:00:00.000Z'],
      ['Milimani House', '2025-01', 49_500, '2025-02-05T07:00:00.000Z'],
      ['Kilimani Court', '2025-01', 76_725, '2025-02-05T07:00:00.000Z'],
      ['Parklands Heights', '2024-12', 70_800, '2025-01-05T07:00:00.000Z'],
      ['Ouru Heights', '2024-12', 99_000, '2025-01-05T07:00:00.000Z'],
      ['Milimani House', '2024-12', 49_500, '2025-01-05T07:00:00.000Z'],
      ['Kilimani Court', '2024-12', 76_725, '2025-01-05T07:00:00.000Z'],
      ['Ouru Heights', '2024-11', 14_850, '2024-12-05T07:00:00.000Z'],
      ['Ouru Heights', '2024-10', 14_850, '2024-11-05T07:00:00.000Z'],
    ]);
    // Never a whole phone or account number.
    const text = JSON.stringify(body);
    for (const whole of ['254722481315', '0722481315', '0170299184821', '1190442039034']) expect(text).not.toContain(whole);
  }); // prettier-ignore
});

describe("'Pay out': once per statement", () => {
  it('201 with the payout, then 409 with the day it was paid; the screen moves it from due to paid', async () => {
    const before = await versions();
    const paid = await payOut(OURU_FEBRUARY);
    expect(paid.status).toBe(201);
    expect(paid.body).toEqual({
      id: expect.stringMatching(/^py-/),
      propertyId: 'pr-ouru',
      propertyName: 'Ouru Heights',
      ownerName: 'Ruth Nyaboke',
      month: '2025-02',
      amountKes: 92_500,
      method: { kind: 'bank', label: 'Equity Bank ••• 4821' },
      reference: expect.stringMatching(/^FT25077[0-9A-Z]{5}$/),
      paidAt: NOW.toISOString(),
    });
    // The open screens notice: the Payouts screen's version, and the statements'.
    const moved = paid.headers.get('Data-Versions') ?? '';
    expect(moved).toMatch(/payouts=\d+-\d+/);
    expect(moved).toMatch(/payments=\d+-\d+/);
    const after = await versions();
    expect([after.payouts > before.payouts, after.payments > before.payments]).toEqual([true, true]);

    expect(await payOut(OURU_FEBRUARY)).toMatchObject({
      status: 409,
      body: { error: 'This statement was paid out on 18 March 2025.' },
    });
    const { body } = await list();
    expect(body.due.map((d) => d.propertyName)).toEqual([
      'Kilimani Court',
      'Milimani House',
      'Parklands Heights',
    ]);
    expect(body.paid[0]).toEqual(paid.body);
    expect((await stored()).filter((p) => p.propertyId === 'pr-ouru' && p.month === '2025-02')).toHaveLength(
      1,
    );
  });

  it('a statement paid in the sample data: 409 with its day', async () => {
    expect(await payOut({ propertyId: 'pr-ouru', month: '2025-01' })).toMatchObject({
      status: 409,
      body: { error: 'This statement was paid out on 5 February 2025.' },
    });
  });

  it('two at once for one statement: exactly one 201 and one 409, one payout stored', async () => {
    const answers = await Promise.all([payOut(OURU_FEBRUARY), payOut(OURU_FEBRUARY, { userId: MANAGER })]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)?.body.error).toBe(
      'This statement was paid out on 18 March 2025.',
    );
    expect((await stored()).filter((p) => p.propertyId === 'pr-ouru' && p.month === '2025-02')).toHaveLength(
      1,
    );
  });

  it('a retry with the same Idempotency-Key gets the first answer and pays once, at once too', async () => {
    const first = await payOut(OURU_FEBRUARY, { key: 'payout-ouru-feb-1' });
    const retry = await payOut(OURU_FEBRUARY, { key: 'payout-ouru-feb-1' });
    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(retry.body).toEqual(first.body);
    // Another key for the same statement: it was paid.
    expect((await payOut(OURU_FEBRUARY, { key: 'payout-ouru-feb-2' })).status).toBe(409);

    const both = await Promise.all([
      payOut(KILIMANI_FEBRUARY, { key: 'payout-kilimani-feb' }),
      payOut(KILIMANI_FEBRUARY, { key: 'payout-kilimani-feb' }),
    ]);
    expect(both.map((a) => a.status)).toEqual([201, 201]);
    expect(both[1]!.body).toEqual(both[0]!.body);
    const payouts = await stored();
    for (const { propertyId, month } of [OURU_FEBRUARY, KILIMANI_FEBRUARY])
      expect(payouts.filter((p) => p.propertyId === propertyId && p.month === month)).toHaveLength(1);
  });

  it('the same key for another statement: 409, and that statement is not paid', async () => {
    expect((await payOut(OURU_FEBRUARY, { key: 'payout-one-key' })).status).toBe(201);
    expect(await payOut(KILIMANI_FEBRUARY, { key: 'payout-one-key' })).toMatchObject({
      status: 409,
      body: { error: 'This Idempotency-Key was used for another request.' },
    });
    expect((await stored()).filter((p) => p.propertyId === 'pr-kilimani' && p.month === '2025-02')).toEqual(
      [],
    );
  });
});

describe("the provider's refusal (the Demo controls' 'Refuse')", () => {
  it.each([
    ['the bank, by Pesalink', OURU_FEBRUARY, 'The bank did not accept the transfer.'],
    ['M-Pesa, to a phone', MILIMANI_FEBRUARY, "The recipient's number is not registered for M-Pesa."],
  ])(
    '%s: 502 in its words, nothing recorded; a retry with the same key then pays',
    async (_case, request, text) => {
      const before = await versions();
      const payoutsBefore = await stored();
      const key = `payout-retry-${request.propertyId}`;
      const refused = await payOut(request, { answer: 'refused', key });
      expect(refused).toMatchObject({ status: 502, body: { error: text } });
      expect(await stored()).toEqual(payoutsBefore);
      expect(await versions()).toEqual(before);
      expect((await list()).body.due.map((d) => d.propertyId)).toContain(request.propertyId);

      const retried = await payOut(request, { key });
      expect(retried.status).toBe(201);
      expect((await stored()).length).toBe(payoutsBefore.length + 1);
    },
  );

  it('M-Pesa B2C answers a transaction id like a receipt number', async () => {
    expect((await payOut(MILIMANI_FEBRUARY)).body).toMatchObject({
      amountKes: 49_500,
      method: { kind: 'mpesa', label: 'M-Pesa 0722 ••• 315' },
      reference: expect.stringMatching(/^TC[0-9A-Z]{8}$/),
    });
  });

  it('without demo mode the header is ignored: the simulated provider pays', async () => {
    // The one data set `main` is not reset between files, and may have been made under another
    // file's clock: what is due is read under today's.
    vi.useRealTimers();
    const token = await sessionToken(ADMIN, 'main');
    const due = await callApi<Payouts>('/api/admin/payouts', { token, demo: false });
    const first = due.body.due[0]!;
    const paid = await callApi<Payout>('/api/admin/payouts', {
      method: 'POST',
      token,
      demo: false,
      body: { propertyId: first.propertyId, month: first.month },
      headers: { [PAYOUT_ANSWER_HEADER]: 'refused' },
    });
    expect(paid.status).toBe(201);
    expect(paid.body.amountKes).toBe(first.netPayoutKes);
    vi.useFakeTimers({ toFake: ['Date'] });
  });
});

describe('what cannot be paid out: 400 with the text to show, 404, 429', () => {
  it("this month's statement: not before the month is over", async () => {
    expect(await payOut({ propertyId: 'pr-ouru', month: '2025-03' })).toMatchObject({
      status: 400,
      body: { error: "This month's statement can be paid out once the month is over." },
    });
  });

  it('an owner without a payout method', async () => {
    await inDataset(() => db.payoutMethods.remove('po-owner'));
    expect(await payOut(OURU_FEBRUARY)).toMatchObject({
      status: 400,
      body: { error: 'No payout method is set for this owner.' },
    });
    expect((await list()).body.due.find((d) => d.propertyId === 'pr-ouru')?.method).toBeNull();
  });

  it('over the M-Pesa limit to a phone', async () => {
    // A tenant pays KES 300,000 ahead in February: Milimani's February is 355,000 collected.
    await inDataset(() =>
      db.payments.add({
        id: 'pm-milimani-ahead',
        leaseId: 'ls-milimani-house',
        date: '2025-02-20',
        time: '12:00',
        amountKes: 300_000,
        channel: 'paybill',
        receipt: 'TB2TESTAHD',
        accountNumber: 'KSM-HOUSE',
        phone: '254724615309',
        payerName: 'Otieno Ochieng',
      }),
    );
    // 355,000 − 35,500; the MRI she files herself is not deducted.
    expect((await statement('pr-milimani', '2025-02', RESIDENT)).body.netPayoutKes).toBe(319_500);
    expect(await payOut(MILIMANI_FEBRUARY)).toMatchObject({
      status: 400,
      body: { error: 'The payout is over the M-Pesa limit; pay it by bank.' },
    });
  });

  it.each([
    ['an unknown property', { propertyId: 'pr-nowhere', month: '2025-02' }],
    ['a month with no statement', { propertyId: 'pr-ouru', month: '2023-02' }],
  ])('%s: 404', async (_case, body) => {
    expect(await payOut(body)).toMatchObject({ status: 404, body: NOT_FOUND });
  });

  it.each([
    [{ propertyId: 'pr-ouru', month: '2025-13' }, 'month must match pattern'],
    [{ propertyId: 'pr-ouru' }, "must have required property 'month'"],
    [{ ...OURU_FEBRUARY, amountKes: 1 }, 'must NOT have additional properties'],
  ])('a body the contract refuses: 400 (%j)', async (body, text) => {
    const answered = await payOut(body);
    expect(answered.status).toBe(400);
    expect(answered.body.error).toContain(text);
  });

  it('five refused attempts at one statement in 10 minutes: the sixth waits (429, Retry-After); another statement goes', async () => {
    for (let i = 0; i < 5; i++) expect((await payOut(OURU_FEBRUARY, { answer: 'refused' })).status).toBe(502);
    const waiting = await payOut(OURU_FEBRUARY);
    expect(waiting.status).toBe(429);
    const seconds = Number(waiting.headers.get('Retry-After'));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(600);
    expect(waiting.body.error).toBe(`Too many attempts. Try again in ${seconds} seconds.`);
    expect((await payOut(KILIMANI_FEBRUARY)).status).toBe(201);
    // Ten minutes on, it may be tried again.
    vi.setSystemTime(new Date(NOW.getTime() + 10 * 60_000 + 1_000));
    expect((await payOut(OURU_FEBRUARY)).status).toBe(201);
  });
});

describe("the owner's statement and home show the payout", () => {
  it("'Paid out on <date> to <method>, reference <ref>': the statement carries it; the home the last and the next", async () => {
    const before = await portfolio();
    expect(before.lastPayout).toMatchObject({ propertyName: 'Ouru Heights', month: '2025-01', amountKes: 99_000 });
    expect(before.nextPayout).toEqual({ propertyId: 'pr-kilimani', propertyName: 'Kilimani Court', month: '2025-02', amountKes: 76_725 });
    expect((await statement('pr-ouru', '2025-02')).body.payout).toBeNull();

    const paid = (await payOut(OURU_FEBRUARY)).body;
    expect((await statement('pr-ouru', '2025-02')).body.payout).toEqual(paid);
    const after = await portfolio();
    expect(after.lastPayout).toEqual(paid);
    expect(after.nextPayout).toEqual(before.nextPayout);

    // Every earlier statement paid: this month's so far is next.
    await payOut(KILIMANI_FEBRUARY);
    expect((await portfolio()).nextPayout).toEqual({ propertyId: 'pr-kilimani', propertyName: 'Kilimani Court', month: '2025-03', amountKes: 76_725 });
    // Another owner's home is their own.
    expect((await portfolio(RESIDENT)).lastPayout).toMatchObject({ propertyName: 'Milimani House', month: '2025-01' });
  }); // prettier-ignore
});

describe("brought forward: a month's net payout below zero is recovered from the next", () => {
  it('a KES 160,000 repair in February: below zero, carried into March, still below, then recovered as rent comes in', async () => {
    await inDataset(() =>
      db.maintenanceRequests.add({
        ...maintenanceSeed('2025-03-18')[0]!,
        id: 'mr-0100',
        number: 'MR-0100',
        leaseId: 'ls-kilimani-1a',
        propertyId: 'pr-kilimani',
        propertyName: 'Kilimani Court',
        unit: '1A',
        status: 'closed',
        costEstimateKes: 160_000,
        approval: { decision: 'approved', note: '', at: '2025-02-12T09:00', by: 'Ruth N.' },
        resolvedOn: '2025-02-20',
      }),
    );
    const figures = (s: OwnerStatement) => [s.rentCollectedKes, s.managementFeeKes, s.expensesKes, s.tax.amountKes, s.broughtForwardKes, s.netPayoutKes];
    // 93,000 − 9,300 − 160,000 − 6,975 MRI withheld.
    expect(figures((await statement('pr-kilimani', '2025-02')).body)).toEqual([93_000, 9_300, 160_000, 6_975, 0, -83_275]);
    expect(figures((await statement('pr-kilimani', '2025-03')).body)).toEqual([93_000, 9_300, 0, 6_975, 83_275, -6_550]);
    expect(await payOut(KILIMANI_FEBRUARY)).toMatchObject({ status: 400, body: { error: 'There is nothing to pay out for this statement.' } });
    expect((await list()).body.due.map((d) => d.propertyName)).toEqual(['Milimani House', 'Ouru Heights', 'Parklands Heights']);

    // A tenant pays KES 45,000 ahead by Paybill in March: March's net payout comes above zero.
    expect((await callApi('/api/demo/paybill-payments', { method: 'POST', body: { accountNumber: 'KLM-1A', amountKes: 45_000 } })).status).toBe(201);
    // 138,000 − 13,800 − 10,350 MRI withheld − 83,275 brought forward.
    expect(figures((await statement('pr-kilimani', '2025-03')).body)).toEqual([138_000, 13_800, 0, 10_350, 83_275, 30_575]);
    // Ouru's February is older, and due.
    expect((await portfolio()).nextPayout).toMatchObject({ propertyId: 'pr-ouru', month: '2025-02', amountKes: 92_500 });
    await payOut(OURU_FEBRUARY);
    expect((await portfolio()).nextPayout).toEqual({ propertyId: 'pr-kilimani', propertyName: 'Kilimani Court', month: '2025-03', amountKes: 30_575 });
  }); // prettier-ignore
});
