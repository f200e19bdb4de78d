import { api } from '../../store/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listPayments: build.query<ListPaymentsApiResponse, ListPaymentsApiArg>({
      query: () => ({ url: `/api/admin/payments` }),
    }),
    listLeases: build.query<ListLeasesApiResponse, ListLeasesApiArg>({
      query: () => ({ url: `/api/admin/leases` }),
    }),
    allocatePayment: build.mutation<AllocatePaymentApiResponse, AllocatePaymentApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/payments/${encodeURIComponent(String(queryArg.id))}/allocation`,
        method: 'POST',
        body: queryArg.paymentAllocation,
      }),
    }),
    undoPaymentAllocation: build.mutation<UndoPaymentAllocationApiResponse, UndoPaymentAllocationApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/payments/${encodeURIComponent(String(queryArg.id))}/allocation/undo`,
        method: 'POST',
        body: queryArg.allocationUndo,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedPaymentsApi };
export type ListPaymentsApiResponse = /** status 200 The payments. */ Payment[];
export type ListPaymentsApiArg = void;
export type ListLeasesApiResponse = /** status 200 The leases, by property and unit. */ LeaseSummary[];
export type ListLeasesApiArg = void;
export type AllocatePaymentApiResponse = /** status 200 The payment, now Matched. */ Payment;
export type AllocatePaymentApiArg = {
  /** The item's id. */
  id: string;
  paymentAllocation: PaymentAllocation;
};
export type UndoPaymentAllocationApiResponse =
  /** status 200 The payment, Unmatched again, with the undone allocation recorded. */ Payment;
export type UndoPaymentAllocationApiArg = {
  /** The item's id. */
  id: string;
  allocationUndo: AllocationUndo;
};
export type IsoDate = string;
export type Time = string;
export type AmountKes = number;
export type PaymentChannel = 'mpesa-prompt' | 'paybill';
export type MpesaReceipt = string;
export type MpesaPhone = string;
export type StatementRef = {
  propertyId: string;
  month: string;
};
export type StaffAllocation = {
  /** The staff member, by name. */
  by: string;
  at: string;
};
export type UndoneAllocation = {
  tenantName: string;
  propertyName: string;
  unit: string;
  allocatedBy: string;
  allocatedAt: string;
  undoneBy: string;
  undoneAt: string;
  reason: string;
};
export type Payment = {
  id: string;
  date: IsoDate;
  time: Time;
  amountKes: AmountKes;
  channel: PaymentChannel;
  receipt: MpesaReceipt;
  /** The account number the payer entered (Paybill), or the pay reference of the prompt. */
  accountNumber: string;
  phone: MpesaPhone;
  /** The name M-Pesa registered for the paying phone. */
  payerName: string;
  status: 'matched' | 'unmatched';
  leaseId: string | null;
  tenantName: string | null;
  propertyName: string | null;
  unit: string | null;
  /** The owner's statement the payment is accounted on (its property, and the month it was received), which says whether that statement is paid out (listPayouts); null while Unmatched. The money trail from a payment to its payout (product rules, 'Money owners can trust'). */
  statement: StatementRef | null;
  /** Who allocated it and when, when staff did (a payment matched by its account number or paid with 'Pay with M-Pesa' has null, as has an Unmatched one). */
  allocatedBy: StaffAllocation | null;
  /** Whether staff may undo its allocation now (undoPaymentAllocation): allocated by staff today, on a statement not yet paid out. */
  undoable: boolean;
  /** The allocations of it that staff undid, oldest first, each with its reason. */
  undoneAllocations: UndoneAllocation[];
};
export type Error = {
  /** A text the app shows as it is. */
  error: string;
};
export type PayReference = string;
export type LeaseStatus = 'active' | 'under-notice' | 'ended';
export type LeaseSummary = {
  id: string;
  propertyId: string;
  propertyName: string;
  town: string;
  /** The unit, e.g. A4. */
  unit: string;
  tenantName: string;
  startDate: IsoDate;
  endDate: IsoDate;
  monthlyRentKes: AmountKes;
  /** The monthly service charge (0 when none). */
  serviceChargeKes: number;
  payReference: PayReference;
  status: LeaseStatus;
};
export type PaymentAllocation = {
  leaseId: string;
};
export type AllocationUndo = {
  /** Why the allocation is undone (surrounding spaces are trimmed; blank is refused). */
  reason: string;
};
