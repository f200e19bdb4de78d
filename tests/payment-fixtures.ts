import type { Payment } from '../src/types/api.gen';

/**
 * A staff payment for the slice and export tests, as the contract shapes it: a Matched Paybill
 * payment of unit A1, with `over` changing what a test is about.
 */
export const payment = (over: Partial<Payment>): Payment => ({
  id: 'x',
  date: '2025-03-02',
  time: '09:00',
  amountKes: 15_000,
  channel: 'paybill',
  receipt: 'QKH94M1Z11',
  accountNumber: 'KSI-A1',
  phone: '254711204518',
  payerName: 'Grace Moraa',
  status: 'matched',
  leaseId: 'ls-ouru-a1',
  tenantName: 'Grace Moraa',
  propertyName: 'Ouru Heights',
  unit: 'A1',
  statement: { propertyId: 'pr-ouru', month: (over.date ?? '2025-03-02').slice(0, 7) },
  allocatedBy: null,
  undoable: false,
  undoneAllocations: [],
  ...over,
});
