import { UNDO_REASON_MAX } from '../../src/features/payments/allocation-rules';
import { dateStamp } from '../../src/lib/date-stamp';
import type { StoredLease, StoredPayment, StoredProperty, StoredUndoneAllocation } from './data/portal';

/*
 * Staff's allocation of a payment, and its undo (product rules, 'Staff payments'): a payment
 * staff allocated can be taken back by staff the same day, with a reason recorded on the
 * payment, while its statement is not paid out. Pure rules over the rows; no HTTP.
 */

/** The texts of the 400 and the 409s, as staff's Payments screen shows them. */
export const ALLOCATION_TEXTS = {
  alreadyAllocated: 'This payment is already allocated to a lease.',
  reason: `Give a reason for undoing the allocation, up to ${UNDO_REASON_MAX} characters.`,
  notAllocated: 'This payment is not allocated to a lease.',
  notByStaff: "Only staff's own allocations can be undone; this payment was matched when it was paid.",
  notToday: 'An allocation can be undone only on the day it was made.',
  paidOut: 'This payment is on a statement already paid out, so its allocation stays.',
} as const;

/** The local day of an ISO timestamp, as stored dates are ('YYYY-MM-DD'). */
const dayOf = (at: string): string => dateStamp(new Date(at)).date;

/**
 * Why staff cannot undo the payment's allocation on `today` ('YYYY-MM-DD'), or null when they
 * can. In this order: not allocated; matched as it was paid (no staff allocation); allocated
 * on an earlier day; its statement paid out.
 */
export function undoRefusal(
  payment: Pick<StoredPayment, 'leaseId' | 'allocatedBy'>,
  statementPaidOut: boolean,
  today: string,
): string | null {
  if (payment.leaseId === null) return ALLOCATION_TEXTS.notAllocated;
  if (!payment.allocatedBy) return ALLOCATION_TEXTS.notByStaff;
  if (dayOf(payment.allocatedBy.at) !== today) return ALLOCATION_TEXTS.notToday;
  if (statementPaidOut) return ALLOCATION_TEXTS.paidOut;
  return null;
}

/** The payment allocated by `by` at `at` (an ISO timestamp) to the lease. */
export const allocated = (
  payment: StoredPayment,
  leaseId: string,
  by: string,
  at: string,
): StoredPayment => ({
  ...payment,
  leaseId,
  allocatedBy: { by, at },
});

/**
 * The payment Unmatched again, its allocation recorded as undone: where it went (the lease's
 * tenant, property and unit as they were), who made it and when, who undid it, when and why.
 */
export function undone(
  payment: StoredPayment,
  lease: Pick<StoredLease, 'tenantName' | 'unit'>,
  property: Pick<StoredProperty, 'name'> | undefined,
  undo: { by: string; at: string; reason: string },
): StoredPayment {
  const { allocatedBy, ...rest } = payment;
  if (!allocatedBy)
    throw new RangeError(`Payment ${JSON.stringify(payment.id)} has no staff allocation to undo.`);
  const record: StoredUndoneAllocation = {
    tenantName: lease.tenantName,
    propertyName: property?.name ?? '',
    unit: lease.unit,
    allocatedBy: allocatedBy.by,
    allocatedAt: allocatedBy.at,
    undoneBy: undo.by,
    undoneAt: undo.at,
    reason: undo.reason,
  };
  return { ...rest, leaseId: null, undoneAllocations: [...(payment.undoneAllocations ?? []), record] };
}
