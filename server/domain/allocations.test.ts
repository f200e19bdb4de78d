import { describe, expect, it } from 'vitest';
import { undoReason } from '../../src/features/payments/public';
import { ALLOCATION_TEXTS, allocated, undone, undoRefusal } from './allocations';
import type { StoredPayment } from './data/portal';

/*
 * An allocation's undo (docs/product-rules.md, 'Staff payments'): staff's own allocation, the
 * day it was made, while its statement is not paid out; the reason and the record kept.
 */

const PAID = new Date(2025, 2, 18, 9, 0).toISOString(); // 18 March 2025, 09:00 local
const TODAY = '2025-03-18';

const payment: StoredPayment = {
  id: 'pm-1',
  leaseId: null,
  date: '2025-03-17',
  time: '19:42',
  amountKes: 12_000,
  channel: 'paybill',
  receipt: 'TCH4K2M9QZ',
  accountNumber: 'B9',
  phone: '254722000417',
  payerName: 'Evans Nyakweba',
};
const byStaff = allocated(payment, 'ls-b3', 'Amani Otieno', PAID);

describe('whether staff may undo an allocation', () => {
  it.each<[string, Pick<StoredPayment, 'leaseId' | 'allocatedBy'>, boolean, string, string | null]>([
    ["staff's, today, statement open", byStaff, false, TODAY, null],
    ['staff\'s, made at 23:59 and undone at 23:59 the same day', allocated(payment, 'ls-b3', 'A', new Date(2025, 2, 18, 23, 59).toISOString()), false, TODAY, null],
    ['not allocated', payment, false, TODAY, ALLOCATION_TEXTS.notAllocated],
    ['matched as it was paid (no staff allocation)', { leaseId: 'ls-b3' }, false, TODAY, ALLOCATION_TEXTS.notByStaff],
    ["staff's, yesterday", byStaff, false, '2025-03-19', ALLOCATION_TEXTS.notToday],
    ["staff's, today, statement paid out", byStaff, true, TODAY, ALLOCATION_TEXTS.paidOut],
    ["staff's, yesterday and paid out: the day is said first", byStaff, true, '2025-03-19', ALLOCATION_TEXTS.notToday],
  ])('%s', (_case, row, paidOut, today, refusal) => {
    expect(undoRefusal(row, paidOut, today)).toBe(refusal);
  }); // prettier-ignore
});

describe('the reason', () => {
  it.each<[string, string, string | null]>([
    ['kept, trimmed', '  Wrong unit  ', 'Wrong unit'],
    ['blank', '   ', null],
    ['empty', '', null],
    ['500 characters', 'x'.repeat(500), 'x'.repeat(500)],
    ['501 characters', 'x'.repeat(501), null],
    ['HTML, kept as text', '<b>typo</b>', '<b>typo</b>'],
  ])('%s', (_case, raw, kept) => {
    expect(undoReason(raw)).toBe(kept);
  });
});

describe('the undone allocation, recorded on the payment', () => {
  it('is Unmatched again, keeps the record, and adds to earlier ones', () => {
    const undoneAt = new Date(2025, 2, 18, 9, 30).toISOString();
    const once = undone(
      byStaff,
      { tenantName: 'Brian Nyakundi', unit: 'B3' },
      { name: 'Ouru Heights' },
      { by: 'Mercy Kerubo', at: undoneAt, reason: 'B9 was typed' },
    );
    expect(once.leaseId).toBeNull();
    expect(once.allocatedBy).toBeUndefined();
    expect(once.undoneAllocations).toEqual([
      {
        tenantName: 'Brian Nyakundi',
        propertyName: 'Ouru Heights',
        unit: 'B3',
        allocatedBy: 'Amani Otieno',
        allocatedAt: PAID,
        undoneBy: 'Mercy Kerubo',
        undoneAt,
        reason: 'B9 was typed',
      },
    ]);
    const twice = undone(
      allocated(once, 'ls-a4', 'Amani Otieno', undoneAt),
      { tenantName: 'Faith Kwamboka', unit: 'A4' },
      undefined,
      { by: 'Amani Otieno', at: undoneAt, reason: 'Again' },
    );
    expect(twice.undoneAllocations?.map((u) => [u.unit, u.propertyName, u.reason])).toEqual([
      ['B3', 'Ouru Heights', 'B9 was typed'],
      ['A4', '', 'Again'],
    ]);
  });

  it('is refused for a payment staff did not allocate', () => {
    expect(() =>
      undone({ ...payment, leaseId: 'ls-b3' }, { tenantName: 'X', unit: 'B3' }, undefined, {
        by: 'A',
        at: PAID,
        reason: 'r',
      }),
    ).toThrow(RangeError);
  });
});
