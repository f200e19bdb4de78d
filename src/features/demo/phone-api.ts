import { generatedDemoControlsApi } from './demo-api.gen';

/**
 * The demo's M-Pesa endpoints (mock API only, generated from the contract: demo-api.gen.ts):
 * the Phone panel's waiting prompts and its Send or Cancel, and the Demo controls' Paybill
 * payment with any account number (product rules, 'Payments').
 *
 * Tags: the Phone panel's list provides 'MpesaPrompts'; an answer invalidates it. What an
 * answer or a Paybill payment changed (a statement, staff's payments) is read through the live
 * path: their answers name the `payments` version they moved (features/portal/portal-live.tsx).
 */
export const phoneApi = generatedDemoControlsApi.enhanceEndpoints({
  addTagTypes: ['MpesaPrompts'],
  endpoints: {
    listDemoMpesaPrompts: { providesTags: ['MpesaPrompts'], keepUnusedDataFor: 0 },
    answerDemoMpesaPrompt: { invalidatesTags: ['MpesaPrompts'] },
  },
});

/** How often the Phone panel asks whether a prompt has arrived (while it is open). */
export const PHONE_POLL_MS = 1_500;

export const {
  useListDemoMpesaPromptsQuery,
  useAnswerDemoMpesaPromptMutation,
  useSendDemoPaybillPaymentMutation,
} = phoneApi;
