import { describe, expect, it } from 'vitest';
import { leaseAccount, leaseStatus, leaseSummary, ownedProperty } from '../portal';
import { isAccountReference, isMpesaReceipt, toMpesaPhone } from '../../../src/features/payments/public';
import { mpesaReceiptNumber } from './mpesa';
import {
  dayOf,
  INVESTOR_USER_ID,
  monthStart,
  OWNER_USER_ID,
  portalSeed,
  TENANT_LEASE_ID,
  TENANT_PAY_REFERENCE,
  TENANT_USER_ID,
  tenantPaidThisMonth,
} from './portal';
import { addDays } from './sample-dates';

// The portal's sample data is dated relative to the day it is seeded (product rules, 'Dates'
// and 'Payments'): it holds on any day, month and year ends included.
const TODAYS = [
  '2026-11-24',
  '2025-03-18',
  '2025-03-01',
  '2025-03-03',
  '2025-03-04',
  '2028-02-29',
  '2027-01-01',
  '2025-12-31',
];

describe('months', () => {
  it.each([
    ['2025-03-18', 0, '2025-03-01'],
    ['2025-03-18', -3, '2024-12-01'],
    ['2025-01-31', -1, '2024-12-01'],
    ['2025-11-02', 2, '2026-01-01'],
  ])('the month of %s %+d starts on %s', (today, offset, start) => {
    expect(monthStart(today, offset)).toBe(start);
  });

  it('a day of a month stays within it', () => {
    expect(dayOf('2025-02-01', 31)).toBe('2025-02-28');
    expect(dayOf('2024-02-01', 30)).toBe('2024-02-29');
    expect(dayOf('2025-03-01', 5)).toBe('2025-03-05');
  });
});

describe.each(TODAYS)('the portal sample as seeded on %s', (today) => {
  const seed = portalSeed(today);
  const tenantLease = seed.leases.find((l) => l.id === TENANT_LEASE_ID)!;
  const chargesOf = (leaseId: string) => seed.charges.filter((c) => c.leaseId === leaseId);
  const paymentsOf = (leaseId: string) => seed.payments.filter((p) => p.leaseId === leaseId);
  const account = leaseAccount(
    leaseSummary(
      tenantLease,
      seed.properties.find((p) => p.id === tenantLease.propertyId),
      today,
    ),
    chargesOf(TENANT_LEASE_ID),
    paymentsOf(TENANT_LEASE_ID),
    today,
  );
  const thisMonth = monthStart(today, 0);

  it('the tenant rents unit A4 of a Kisii property, pay reference KSI-A4, an active lease', () => {
    expect(account.lease).toMatchObject({
      unit: 'A4',
      town: 'Kisii',
      propertyName: 'Ouru Heights',
      tenantName: 'Brian Nyakundi',
      payReference: TENANT_PAY_REFERENCE,
      monthlyRentKes: 18_000,
      serviceChargeKes: 1_500,
      status: 'active',
    });
    expect(tenantLease.tenantUserId).toBe(TENANT_USER_ID);
    expect(tenantLease.startDate <= today && today <= tenantLease.endDate).toBe(true);
  });

  it('six months of charges end this month: rent, service charge and water on the 1st, due on the 5th', () => {
    const charges = chargesOf(TENANT_LEASE_ID);
    const months = [...new Set(charges.map((c) => c.date))].sort();
    expect(months).toEqual([-5, -4, -3, -2, -1, 0].map((offset) => monthStart(today, offset)));
    expect(account.entries.find((e) => e.kind === 'charge')?.date).toBe(thisMonth);
    for (const charge of charges) expect(charge.dueDate).toBe(dayOf(charge.date, 5));
    expect(charges.filter((c) => c.category === 'rent').every((c) => c.amountKes === 18_000)).toBe(true);
    expect(
      new Set(charges.filter((c) => c.category === 'water').map((c) => c.amountKes)).size,
    ).toBeGreaterThan(2);
  });

  it('one month was paid late, in two parts', () => {
    const late = paymentsOf(TENANT_LEASE_ID).filter((p) => p.date > dayOf(p.date, 5));
    expect(late).toHaveLength(2);
    expect(late[0]!.date.slice(0, 7)).toBe(late[1]!.date.slice(0, 7));
  });

  it("'Amount due' shows a real figure: last month's water carried, plus this month's charges until they are paid on the 3rd", () => {
    const lastMonthWater = chargesOf(TENANT_LEASE_ID).find(
      (c) => c.category === 'water' && c.date === monthStart(today, -1),
    )!.amountKes;
    const thisMonthCharges = chargesOf(TENANT_LEASE_ID)
      .filter((c) => c.date === thisMonth)
      .reduce((sum, c) => sum + c.amountKes, 0);
    expect(account.amountDueKes).toBe(lastMonthWater + (tenantPaidThisMonth(today) ? 0 : thisMonthCharges));
    expect(account.amountDueKes).toBeGreaterThan(0);
    expect(account.balanceKes).toBe(account.amountDueKes);
    // Payments settle the oldest charges first: once this month is paid, the shortfall sits in
    // this month's last charge (due on this month's 5th); before, in last month's water.
    const dueBy = dayOf(monthStart(today, tenantPaidThisMonth(today) ? 0 : -1), 5);
    expect(account.dueDate).toBe(dueBy);
    expect(account.overdue).toBe(today > dueBy);
  });

  it('the statement is newest first, payments after the charges of their day', () => {
    const keys = account.entries.map((e) => `${e.date} ${e.kind === 'charge' ? 0 : 1} ${e.time ?? ''}`);
    expect(keys).toEqual([...keys].sort().reverse());
  });

  it('nothing is dated after today; payments are dated before it; money is whole shillings', () => {
    for (const charge of seed.charges) {
      expect(charge.date <= today).toBe(true);
      expect(Number.isInteger(charge.amountKes) && charge.amountKes > 0).toBe(true);
    }
    for (const payment of seed.payments) {
      expect(payment.date < today).toBe(true);
      expect(payment.date >= addDays(monthStart(today, -6), 0)).toBe(true);
      expect(Number.isInteger(payment.amountKes) && payment.amountKes > 0).toBe(true);
      expect(payment.time).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
    }
  });

  it('pay references are Daraja account references, one per lease; receipts are M-Pesa receipt numbers, unique; phones are M-Pesa phones', () => {
    const references = seed.leases.map((l) => l.payReference);
    expect(new Set(references).size).toBe(references.length);
    for (const reference of references) expect(isAccountReference(reference), reference).toBe(true);
    const receipts = seed.payments.map((p) => p.receipt);
    for (const receipt of receipts) expect(isMpesaReceipt(receipt), receipt).toBe(true);
    expect(new Set(receipts).size).toBe(receipts.length);
    for (const phone of [...seed.leases.map((l) => l.tenantPhone), ...seed.payments.map((p) => p.phone)])
      expect(toMpesaPhone(phone)).toBe(phone);
  });

  it('staff have 10 or more payments to show, two of them Unmatched Paybill payments with wrong account numbers', () => {
    expect(seed.payments.length).toBeGreaterThanOrEqual(10);
    const unmatched = seed.payments.filter((p) => p.leaseId === null);
    expect(unmatched.map((p) => p.accountNumber)).toEqual(['KSIA5', 'B9']);
    expect(unmatched.every((p) => p.channel === 'paybill')).toBe(true);
    expect(new Set(seed.payments.map((p) => p.channel))).toEqual(new Set(['paybill', 'mpesa-prompt']));
  });

  it('Ouru Heights (units A1-A6, B1-B6: some let, some vacant, one under notice) and Kilimani Court are the owner’s; Parklands Heights the investor’s', () => {
    const owned = (userId: string) =>
      seed.properties
        .filter((p) => p.ownerUserId === userId)
        .map((p) => ownedProperty(p, seed.units, seed.leases, today));
    expect(owned(OWNER_USER_ID)).toEqual([
      expect.objectContaining({
        name: 'Ouru Heights',
        town: 'Kisii',
        unitCount: 12,
        letUnitCount: 8,
        ownerResidency: 'resident',
        managementFeePercent: 10,
      }),
      expect.objectContaining({
        name: 'Kilimani Court',
        town: 'Nairobi',
        unitCount: 4,
        letUnitCount: 2,
        ownerResidency: 'resident',
      }),
    ]);
    expect(owned(INVESTOR_USER_ID)).toEqual([
      expect.objectContaining({ name: 'Parklands Heights', town: 'Nairobi', ownerResidency: 'non-resident' }),
    ]);
    const ouru = seed.units.filter((u) => u.propertyId === 'pr-ouru').map((u) => u.unit);
    expect(ouru).toEqual(['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'B1', 'B2', 'B3', 'B4', 'B5', 'B6']);
    expect(seed.leases.filter((l) => leaseStatus(l, today) === 'under-notice').map((l) => l.unit)).toEqual([
      'A5',
    ]);
    expect(seed.leases.every((l) => leaseStatus(l, today) !== 'ended')).toBe(true);
  });

  it('is the same data every time it is seeded on that day', () => {
    expect(portalSeed(today)).toEqual(seed);
  });
});

describe('M-Pesa receipt numbers', () => {
  it.each([
    ['2025-03-18', /^TC[I][A-Z0-9]{7}$/],
    ['2024-12-01', /^SL1[A-Z0-9]{7}$/],
    ['2022-01-09', /^QA9[A-Z0-9]{7}$/],
  ])('on %s: a letter for the year, one for the month, one for the day, then seven', (date, pattern) => {
    expect(mpesaReceiptNumber('pm-x', date)).toMatch(pattern);
  });

  it('the same payment always gets the same number, another payment another', () => {
    expect(mpesaReceiptNumber('pm-a', '2025-03-18')).toBe(mpesaReceiptNumber('pm-a', '2025-03-18'));
    expect(mpesaReceiptNumber('pm-a', '2025-03-18')).not.toBe(mpesaReceiptNumber('pm-b', '2025-03-18'));
  });
});
