import { api } from '../../store/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    signInAsPersona: build.mutation<SignInAsPersonaApiResponse, SignInAsPersonaApiArg>({
      query: (queryArg) => ({ url: `/api/demo/sign-in`, method: 'POST', body: queryArg }),
    }),
    loadBulkDemoData: build.mutation<LoadBulkDemoDataApiResponse, LoadBulkDemoDataApiArg>({
      query: () => ({ url: `/api/demo/bulk`, method: 'POST' }),
    }),
    sendDemoPaybillPayment: build.mutation<SendDemoPaybillPaymentApiResponse, SendDemoPaybillPaymentApiArg>({
      query: (queryArg) => ({ url: `/api/demo/paybill-payments`, method: 'POST', body: queryArg }),
    }),
    listDemoMpesaPrompts: build.query<ListDemoMpesaPromptsApiResponse, ListDemoMpesaPromptsApiArg>({
      query: () => ({ url: `/api/demo/mpesa-prompts` }),
    }),
    answerDemoMpesaPrompt: build.mutation<AnswerDemoMpesaPromptApiResponse, AnswerDemoMpesaPromptApiArg>({
      query: (queryArg) => ({
        url: `/api/demo/mpesa-prompts/${encodeURIComponent(String(queryArg.checkoutRequestId))}/answer`,
        method: 'POST',
        body: queryArg.demoMpesaPromptAnswer,
      }),
    }),
    getDemoLastEmail: build.query<GetDemoLastEmailApiResponse, GetDemoLastEmailApiArg>({
      query: () => ({ url: `/api/demo/outbox/latest` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedDemoControlsApi };
export type SignInAsPersonaApiResponse = /** status 200 Signed in as that demo account. */ LoginResponse;
export type SignInAsPersonaApiArg = PersonaRequest;
export type LoadBulkDemoDataApiResponse = unknown;
export type LoadBulkDemoDataApiArg = void;
export type SendDemoPaybillPaymentApiResponse =
  /** status 201 The payment, as the staff Payments screen lists it. */ Payment;
export type SendDemoPaybillPaymentApiArg = DemoPaybillPayment;
export type ListDemoMpesaPromptsApiResponse = /** status 200 The waiting prompts. */ DemoMpesaPrompt[];
export type ListDemoMpesaPromptsApiArg = void;
export type AnswerDemoMpesaPromptApiResponse =
  /** status 200 The payment's status after the answer. */ MpesaPaymentStatus;
export type AnswerDemoMpesaPromptApiArg = {
  /** The prompt's CheckoutRequestID, from the acknowledgement of POST /api/portal/leases/{leaseId}/mpesa-payments. */
  checkoutRequestId: string;
  demoMpesaPromptAnswer: DemoMpesaPromptAnswer;
};
export type GetDemoLastEmailApiResponse = /** status 200 The last message sent. */ DemoEmail;
export type GetDemoLastEmailApiArg = void;
export type Token = string;
export type Role = 'admin' | 'manager' | 'user';
export type User = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
};
export type LoginResponse = {
  token: Token;
  user: User;
};
export type Error = {
  /** A text the app shows as it is. */
  error: string;
};
export type DemoPersona = 'admin' | 'manager' | 'tenant' | 'owner' | 'owner-abroad' | 'resident-owner';
export type PersonaRequest =
  | {
      role: Role;
    }
  | {
      persona: DemoPersona;
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
export type PaymentAmountKes = number;
export type DemoPaybillPayment = {
  /** What the payer typed as the account number. */
  accountNumber: string;
  amountKes: PaymentAmountKes;
  phone?: MpesaPhone;
};
export type PayReference = string;
export type DemoMpesaPrompt = {
  checkoutRequestId: string;
  phone: MpesaPhone;
  amountKes: PaymentAmountKes;
  accountReference: PayReference;
  businessName: string;
  createdAt: string;
  expiresAt: string;
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
export type DemoMpesaPromptAnswer =
  | {
      answer: 'pin';
      pin: string;
    }
  | {
      answer: 'cancel';
    };
export type DemoEmail = {
  /** The account's own address. */
  to: string;
  subject: string;
  /** The plain text, the link in it. */
  text: string;
  /** The message's link (a password reset's): an absolute URL on the public site when the server knows its origin (PUBLIC_URL), else a path the app resolves on its own public origin. */
  link: string;
  sentAt: string;
};
