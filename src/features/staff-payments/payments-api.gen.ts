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
