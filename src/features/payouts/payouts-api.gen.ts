import { api } from '../../store/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listPayouts: build.query<ListPayoutsApiResponse, ListPayoutsApiArg>({
      query: () => ({ url: `/api/admin/payouts` }),
    }),
    payOutStatement: build.mutation<PayOutStatementApiResponse, PayOutStatementApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/payouts`,
        method: 'POST',
        body: queryArg.payoutRequest,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedPayoutsApi };
export type ListPayoutsApiResponse = /** status 200 The statements due and the payouts made. */ Payouts;
export type ListPayoutsApiArg = void;
export type PayOutStatementApiResponse = /** status 201 Paid out; the statement now says so. */ Payout;
export type PayOutStatementApiArg = {
  /** A value unique to this payout attempt (1 to 200 visible ASCII characters); a retry sends the same one. */
  'Idempotency-Key'?: string;
  payoutRequest: PayoutRequest;
};
export type PayoutMethod = {
  kind: 'mpesa' | 'bank';
  /** 'M-Pesa 0712 ••• 678' or 'Equity Bank ••• 4821'. */
  label: string;
};
export type PayoutDue = {
  propertyId: string;
  propertyName: string;
  town: string;
  ownerUserId: string;
  ownerName: string;
  month: string;
  netPayoutKes: number;
  method: PayoutMethod | null;
};
export type Payout = {
  id: string;
  propertyId: string;
  propertyName: string;
  ownerName: string;
  /** The statement's month. */
  month: string;
  amountKes: number;
  method: PayoutMethod;
  /** The provider's transaction reference (M-Pesa B2C or Pesalink). */
  reference: string;
  paidAt: string;
};
export type Payouts = {
  due: PayoutDue[];
  paid: Payout[];
};
export type Error = {
  /** A text the app shows as it is. */
  error: string;
};
export type PayoutRequest = {
  propertyId: string;
  month: string;
};
