import { generatedDemoControlsApi } from './demo-api.gen';

/**
 * The demo's M-Pesa endpoints (mock API only, generated from the contract: demo-api.gen.ts):
 * the Phone panel's waiting prompts and its Send or Cancel, and the Demo controls' Paybill
 * payment with any account number (product rules, 'Payments').
 *
 * Tags: the Phone panel's list provides 'MpesaPrompts'; an answer invalidates it, and like a
 * Paybill payment, the statements and staff's 'Payments' it may have changed.
 */
export const phoneApi = generatedDemoControlsApi.enhanceEndpoints({
  addTagTypes: ['MpesaPrompts', 'LeaseAccount', 'Payments'],
  endpoints: {
    listDemoMpesaPrompts: { providesTags: ['MpesaPrompts'], keepUnusedDataFor: 0 },
    answerDemoMpesaPrompt: {
      invalidatesTags: (result) =>
        result
          ? ['MpesaPrompts', 'Payments', { type: 'LeaseAccount', id: result.leaseId }]
          : ['MpesaPrompts'],
    },
    sendDemoPaybillPayment: {
      invalidatesTags: (result) =>
        result?.leaseId ? ['Payments', { type: 'LeaseAccount', id: result.leaseId }] : ['Payments'],
    },
  },
});

/** How often the Phone panel asks whether a prompt has arrived (while it is open). */
export const PHONE_POLL_MS = 1_500;

export const {
  useListDemoMpesaPromptsQuery,
  useAnswerDemoMpesaPromptMutation,
  useSendDemoPaybillPaymentMutation,
} = phoneApi;
