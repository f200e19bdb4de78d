import { api } from '../../store/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPortalProfile: build.query<GetPortalProfileApiResponse, GetPortalProfileApiArg>({
      query: () => ({ url: `/api/portal/me` }),
    }),
    getPortalVersions: build.query<GetPortalVersionsApiResponse, GetPortalVersionsApiArg>({
      query: () => ({ url: `/api/portal/versions` }),
    }),
    getOwnerPortfolio: build.query<GetOwnerPortfolioApiResponse, GetOwnerPortfolioApiArg>({
      query: () => ({ url: `/api/portal/owner` }),
    }),
    getOwnerStatement: build.query<GetOwnerStatementApiResponse, GetOwnerStatementApiArg>({
      query: (queryArg) => ({
        url: `/api/portal/properties/${encodeURIComponent(String(queryArg.propertyId))}/statements/${encodeURIComponent(String(queryArg.month))}`,
      }),
    }),
    getWithholdingCertificate: build.query<
      GetWithholdingCertificateApiResponse,
      GetWithholdingCertificateApiArg
    >({
      query: (queryArg) => ({
        url: `/api/portal/properties/${encodeURIComponent(String(queryArg.propertyId))}/statements/${encodeURIComponent(String(queryArg.month))}/certificate`,
      }),
    }),
    getFeeInvoice: build.query<GetFeeInvoiceApiResponse, GetFeeInvoiceApiArg>({
      query: (queryArg) => ({
        url: `/api/portal/properties/${encodeURIComponent(String(queryArg.propertyId))}/statements/${encodeURIComponent(String(queryArg.month))}/invoice`,
      }),
    }),
    getLeaseAccount: build.query<GetLeaseAccountApiResponse, GetLeaseAccountApiArg>({
      query: (queryArg) => ({ url: `/api/portal/leases/${encodeURIComponent(String(queryArg))}/account` }),
    }),
    startMpesaPayment: build.mutation<StartMpesaPaymentApiResponse, StartMpesaPaymentApiArg>({
      query: (queryArg) => ({
        url: `/api/portal/leases/${encodeURIComponent(String(queryArg.leaseId))}/mpesa-payments`,
        method: 'POST',
        body: queryArg.mpesaPaymentRequest,
        headers: {
          'Idempotency-Key': queryArg['Idempotency-Key'],
        },
      }),
    }),
    getMpesaPaymentStatus: build.query<GetMpesaPaymentStatusApiResponse, GetMpesaPaymentStatusApiArg>({
      query: (queryArg) => ({ url: `/api/portal/mpesa-payments/${encodeURIComponent(String(queryArg))}` }),
    }),
    getPaymentReceipt: build.query<GetPaymentReceiptApiResponse, GetPaymentReceiptApiArg>({
      query: (queryArg) => ({ url: `/api/portal/receipts/${encodeURIComponent(String(queryArg))}` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedPortalApi };
export type GetPortalProfileApiResponse = /** status 200 The person's leases and properties. */ PortalProfile;
export type GetPortalProfileApiArg = void;
export type GetPortalVersionsApiResponse = /** status 200 The versions. */ PortalVersions;
export type GetPortalVersionsApiArg = void;
export type GetOwnerPortfolioApiResponse =
  /** status 200 The owner's figures and properties. */ OwnerPortfolio;
export type GetOwnerPortfolioApiArg = void;
export type GetOwnerStatementApiResponse = /** status 200 The statement. */ OwnerStatement;
export type GetOwnerStatementApiArg = {
  /** The property's id. */
  propertyId: string;
  /** The statement's month, YYYY-MM. */
  month: string;
};
export type GetWithholdingCertificateApiResponse = /** status 200 The certificate. */ WithholdingCertificate;
export type GetWithholdingCertificateApiArg = {
  /** The property's id. */
  propertyId: string;
  /** The statement's month, YYYY-MM. */
  month: string;
};
export type GetFeeInvoiceApiResponse = /** status 200 The invoice. */ FeeInvoice;
export type GetFeeInvoiceApiArg = {
  /** The property's id. */
  propertyId: string;
  /** The statement's month, YYYY-MM. */
  month: string;
};
export type GetLeaseAccountApiResponse = /** status 200 The statement of account. */ LeaseAccount;
export type GetLeaseAccountApiArg = /** The lease's id. */ string;
export type StartMpesaPaymentApiResponse =
  /** status 202 Safaricom accepted the request; the phone shows the prompt. */ MpesaPaymentAcknowledgement;
export type StartMpesaPaymentApiArg = {
  /** The lease's id. */
  leaseId: string;
  /** A value unique to this payment attempt (1 to 200 visible ASCII characters); a retry sends the same one. */
  'Idempotency-Key'?: string;
  mpesaPaymentRequest: MpesaPaymentRequest;
};
export type GetMpesaPaymentStatusApiResponse = /** status 200 Where the payment stands. */ MpesaPaymentStatus;
export type GetMpesaPaymentStatusApiArg =
  /** The prompt's CheckoutRequestID, from the acknowledgement of POST /api/portal/leases/{leaseId}/mpesa-payments. */ string;
export type GetPaymentReceiptApiResponse = /** status 200 The receipt. */ PaymentReceipt;
export type GetPaymentReceiptApiArg =
  /** The payment's id (an entry's paymentId on the statement of account). */ string;
export type IsoDate = string;
export type AmountKes = number;
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
export type OwnerResidency = 'resident' | 'non-resident';
export type OwnedProperty = {
  id: string;
  name: string;
  town: string;
  unitCount: number;
  /** Units let, those under notice included. */
  letUnitCount: number;
  ownerResidency: OwnerResidency;
  /** The firm's management fee, a percentage of the rent collected (10 by default). */
  managementFeePercent: number;
};
export type PortalProfile = {
  /** The leases the person rents (tenant view). */
  leases: LeaseSummary[];
  /** The properties the person owns (owner view). */
  properties: OwnedProperty[];
};
export type Error = {
  /** A text the app shows as it is. */
  error: string;
};
export type PortalVersions = {
  /** The payments and the leases they are allocated to. */
  payments: number;
  /** The maintenance requests. */
  maintenance: number;
};
export type PayoutMethod = {
  kind: 'mpesa' | 'bank';
  /** 'M-Pesa 0712 ••• 678' or 'Equity Bank ••• 4821'. */
  label: string;
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
export type ExpectedPayout = {
  propertyId: string;
  propertyName: string;
  month: string;
  amountKes: number;
};
export type UnitStatus = 'let' | 'vacant' | 'under-notice';
export type OwnerUnit = {
  id: string;
  unit: string;
  status: UnitStatus;
  /** The lease's monthly rent, or the asking rent while vacant. */
  rentKes: number;
  /** The tenant's balance (their statement of account): positive is owed, negative a credit; 0 while vacant. */
  balanceKes: number;
  /** First name and initial, 'Brian N.'; null while vacant. */
  tenant: string | null;
};
export type OwnerPropertySummary = {
  id: string;
  name: string;
  town: string;
  ownerResidency: OwnerResidency;
  managementFeePercent: number;
  unitCount: number;
  /** Units let, those under notice included. */
  letUnitCount: number;
  /** This month's rent collected, as its statement counts it. */
  rentCollectedKes: number;
  /** What tenants owe past its due date. */
  arrearsKes: number;
  units: OwnerUnit[];
  /** The months with activity, newest first (YYYY-MM). */
  statementMonths: string[];
};
export type OwnerPortfolio = {
  /** This month (YYYY-MM). */
  month: string;
  /** The latest payout to the owner, or null before the first. */
  lastPayout: Payout | null;
  /** The next payout expected: the oldest statement with a net payout above zero and none made (this month's, so far, when every earlier one is paid), or null when none. */
  nextPayout: ExpectedPayout | null;
  rentCollectedKes: number;
  arrearsKes: number;
  unitCount: number;
  letUnitCount: number;
  properties: OwnerPropertySummary[];
};
export type MpesaReceipt = string;
export type StatementPayment = {
  /** The day it was received. */
  date: IsoDate;
  receipt: MpesaReceipt;
  /** The payer's phone, masked: its first four digits and last three as written locally. */
  phone: string;
  /** The whole payment. */
  amountKes: number;
  /** How much of it the statement counts as rent collected this month: a payment pays the oldest charges first; what it pays of water and service charges is not rent; what is left once every charge is paid (an overpayment) counts as rent when received. */
  rentKes: number;
  /** How it reached the lease. prompt: paid with 'Pay with M-Pesa'; paybill: paid to the Paybill with the lease's pay reference as the account number; staff: paid to the Paybill with another account number, and allocated to the lease by staff. */
  allocation: 'prompt' | 'paybill' | 'staff';
};
export type StatementUnitLine = {
  unitId: string;
  unit: string;
  /** First name and initial; null while vacant all month. */
  tenant: string | null;
  /** The month's rent charged. */
  rentChargedKes: number;
  /** Rent received in the month (late rent included; an overpayment counts when received and is carried as credit). */
  collectedKes: number;
  /** Rent owed at the end of the month (positive) or paid ahead (negative). */
  carriedKes: number;
  /** The money trail: the payments received in the month on the unit's lease(s) that count towards its rent collected, oldest first; their rentKes add up to collectedKes. */
  payments: StatementPayment[];
};
export type StatementExpense = {
  /** The maintenance request's number, e.g. MR-0012. */
  requestNumber: string;
  description: string;
  /** The day the request was resolved. */
  date: string;
  amountKes: number;
};
export type StatementTax = {
  kind: 'mri' | 'mri-due' | 'non-resident-withholding' | 'none';
  /** 'MRI withheld (7.5%)', 'MRI due from you', 'Withholding tax (30%)' or 'MRI does not apply'. */
  label: string;
  /** 0 for none. */
  ratePercent: number;
  amountKes: number;
  /** Whether the amount is taken from the net payout (mri, non-resident-withholding). */
  deducted: boolean;
  /** For 'mri-due': the day the owner files and pays it by (the 20th of the next month); null otherwise. */
  dueBy: string | null;
  /** When the rate was last checked against the law. */
  checkedOn: string;
};
export type TaxArrangement = {
  kind: 'appointed-agent' | 'owner-files' | 'non-resident' | 'not-applicable';
  /** 'Firm withholds MRI (appointed agent)', 'Owner files MRI', 'Non-resident: withholding tax (30%)' or 'MRI does not apply'. */
  name: string;
  /** The first month it applies to (YYYY-MM); null for the default by residency. */
  fromMonth: string | null;
  /** KRA's reference of the firm's appointment as agent (appointed-agent only). */
  appointmentReference: string | null;
  /** The date of the appointment (appointed-agent only). */
  appointedOn: string | null;
  /** Why MRI does not apply (not-applicable only): a commercial property, or annual residential rent outside the MRI band (KES 288,000 to KES 15,000,000). */
  notApplicableReason:
    | ('commercial-property' | 'rent-outside-band' | null)
    | ('commercial-property' | 'rent-outside-band' | null);
};
export type StatementFeeInvoice = {
  /** eTIMS's control unit invoice number. */
  etimsNumber: string;
  issuedOn: IsoDate;
};
export type StatementCertificate = {
  /** The certificate's number, e.g. WHT-2026-10-OURU. */
  number: string;
  issuedOn: IsoDate;
};
export type OwnerStatement = {
  propertyId: string;
  propertyName: string;
  town: string;
  ownerName: string;
  ownerResidency: OwnerResidency;
  month: string;
  managementFeePercent: number;
  units: StatementUnitLine[];
  rentCollectedKes: number;
  managementFeeKes: number;
  expenses: StatementExpense[];
  expensesKes: number;
  tax: StatementTax;
  taxArrangement: TaxArrangement;
  /** 'Brought forward': the previous month's net payout below zero, recovered from this one. */
  broughtForwardKes: number;
  /** Rent collected − management fee − expenses − tax deducted (MRI due is not) − brought forward. Below zero, it is brought forward to the next month. */
  netPayoutKes: number;
  arrearsCarriedKes: number;
  creditCarriedKes: number;
  /** The statement's payout, once made ('Paid out on <date> to <method>, reference <ref>'). */
  payout: Payout | null;
  /** The management fee's invoice (GET .../invoice), once the month has ended; null while it is open, or when there was no fee. */
  feeInvoice: StatementFeeInvoice | null;
  /** The withholding certificate (GET .../certificate), once the month has ended, where tax was deducted; null while the month is open, or when none was deducted. */
  certificate: StatementCertificate | null;
};
export type WithholdingCertificate = {
  /** The firm's number, one per property and month: 'WHT-', the month and the property, e.g. WHT-2026-10-OURU. */
  number: string;
  kind: 'mri' | 'non-resident';
  /** The certificate's heading, by its kind. */
  title: string;
  ownerName: string;
  /** The owner's KRA PIN; the data holds none, so 'A000000000Z (placeholder)'. */
  ownerPin: string;
  propertyId: string;
  propertyName: string;
  town: string;
  /** The tax period (YYYY-MM). */
  month: string;
  /** The gross rent collected, on which the tax was computed. */
  rentKes: number;
  ratePercent: number;
  taxKes: number;
  /** The payment registration number (PRN) of the iTax payment slip the tax is paid with. */
  kraPaymentReference: string;
  remitBy: IsoDate;
  issuedOn: IsoDate;
  /** The firm's name. */
  issuer: string;
};
export type FeeInvoice = {
  /** The control unit invoice number eTIMS gave the invoice, e.g. KRACU0100004217/38521. */
  etimsNumber: string;
  /** The system it was registered with: 'eTIMS (simulated)' here. */
  etimsSystem: string;
  /** The firm's own number, one per property and month, e.g. INV-2026-10-OURU. */
  invoiceNumber: string;
  issuedOn: IsoDate;
  /** The firm's name. */
  seller: string;
  /** The owner's name. */
  buyer: string;
  propertyId: string;
  propertyName: string;
  month: string;
  /** 'Property management fee, Ouru Heights, October 2026'. */
  description: string;
  rentCollectedKes: number;
  feePercent: number;
  feeKes: number;
};
export type Time = string;
export type EntryCategory = 'rent' | 'water' | 'service-charge' | 'payment';
export type PaymentChannel = 'mpesa-prompt' | 'paybill';
export type AccountEntry = {
  /** The balance after this line (positive is owed, negative a credit), counted oldest first. */
  balanceKes: number;
  id: string;
  date: IsoDate;
  time?: Time;
  kind: 'charge' | 'payment';
  category: EntryCategory;
  description: string;
  amountKes: AmountKes;
  /** A charge's due date. */
  dueDate?: IsoDate;
  /** A payment's M-Pesa receipt number. */
  receipt?: MpesaReceipt;
  /** A payment's id: its printable receipt is GET /api/portal/receipts/{paymentId}. */
  paymentId?: string;
  /** How a payment was made. */
  channel?: PaymentChannel;
};
export type BalanceKes = number;
export type LeaseAccount = {
  lease: LeaseSummary;
  /** Newest first (by date; on one date payments after charges, then by time), each with the balance after it: the top line's balance is the balance now. */
  entries: AccountEntry[];
  balanceKes: BalanceKes;
  /** 'Amount due': the balance when above 0, else 0 (a credit is never a negative amount due). */
  amountDueKes: number;
  /** 'Due by': the due date of the oldest charge not yet paid in full (payments pay the oldest charges first), so past when the tenant is behind; null when nothing is owed. */
  dueDate: IsoDate | null;
  /** Whether today is after dueDate (on the due date itself a payment is on time). */
  overdue: boolean;
};
export type MpesaPaymentAcknowledgement = {
  merchantRequestId: string;
  checkoutRequestId: string;
  responseCode: '0';
  responseDescription: string;
  customerMessage: string;
};
export type MpesaPhone = string;
export type PaymentAmountKes = number;
export type MpesaPaymentRequest = {
  phone: MpesaPhone;
  amountKes: PaymentAmountKes;
};
export type MpesaResultCode = 0 | 1 | 1001 | 1032 | 1037 | 2001;
export type MpesaPaymentStatus = {
  checkoutRequestId: string;
  leaseId: string;
  phone: MpesaPhone;
  amountKes: PaymentAmountKes;
  status: 'pending' | 'succeeded' | 'failed';
  /** Once answered. */
  resultCode?: MpesaResultCode;
  /** Daraja's ResultDesc, once answered (for logs: the app words each result itself). */
  resultDesc?: string;
  /** Once succeeded. */
  receipt?: MpesaReceipt;
  /** Once succeeded; its receipt is GET /api/portal/receipts/{paymentId}. */
  paymentId?: string;
  requestedAt: string;
  /** When an unanswered prompt fails with 1037 (60 s after it was sent). */
  expiresAt: string;
  answeredAt?: string;
};
export type PaymentReceipt = {
  paymentId: string;
  receipt: MpesaReceipt;
  /** The firm that received the payment. */
  firmName: string;
  tenantName: string;
  propertyName: string;
  town: string;
  unit: string;
  payReference: PayReference;
  amountKes: AmountKes;
  date: IsoDate;
  time: Time;
  channel: PaymentChannel;
};
