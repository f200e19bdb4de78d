/**
 * RTK Query endpoints generated from the contract (npm run api:generate), one file per
 * home of the code, each injected into the one api of src/store/api.ts. The files are
 * committed; npm run api:check fails when they drift from api/openapi.yaml. A thin
 * hand-written layer beside each (`*-api.ts`) adds tags and what generation cannot.
 */
const byTag =
  (...tags) =>
  (_name, { operation }) =>
    (operation.tags ?? []).some((tag) => tags.includes(tag));

const file = (exportName, filterEndpoints) => ({ exportName, filterEndpoints });

/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
module.exports = {
  schemaFile: './openapi.yaml',
  apiFile: '../src/store/api.ts',
  apiImport: 'api',
  hooks: false,
  tag: false,
  useUnknown: true,
  encodePathParams: true,
  flattenArg: true,
  outputFiles: {
    '../src/session/session-api.gen.ts': file('generatedSessionApi', byTag('session')),
    // The social sign-in start is a browser navigation (302), not a call of the app.
    '../src/features/auth/auth-api.gen.ts': file('generatedAuthApi', [
      'login',
      'adminLogin',
      'getSocialConsentInfo',
      'giveSocialConsent',
      'requestPasswordReset',
      'resetPassword',
    ]),
    '../src/features/settings/settings-api.gen.ts': file('generatedSettingsApi', byTag('settings')),
    '../src/features/dashboard/stats-api.gen.ts': file('generatedStatsApi', byTag('stats')),
    '../src/features/email-centre/email-centre-api.gen.ts': file('generatedEmailCentreApi', byTag('emails')),
    '../src/features/contact-submissions/submissions-api.gen.ts': file(
      'generatedSubmissionsApi',
      byTag('submissions'),
    ),
    '../src/features/contact-submissions/enquiry-api.gen.ts': file('generatedEnquiryApi', byTag('enquiries')),
    '../src/features/users/users-api.gen.ts': file('generatedUsersApi', byTag('users')),
    '../src/console/demo-api.gen.ts': file('generatedDemoApi', ['resetDemoData']),
    '../src/console/live-api.gen.ts': file('generatedLiveApi', byTag('live')),
    '../src/features/demo/demo-api.gen.ts': file('generatedDemoControlsApi', [
      'signInAsPersona',
      'loadBulkDemoData',
      'sendDemoPaybillPayment',
      'listDemoMpesaPrompts',
      'answerDemoMpesaPrompt',
      'getDemoLastEmail',
    ]),
    // The customer portal (tenant and owner) and the staff Payments screen.
    '../src/features/portal/portal-api.gen.ts': file('generatedPortalApi', byTag('portal')),
    '../src/features/staff-payments/payments-api.gen.ts': file('generatedPaymentsApi', byTag('payments')),
    // Staff's Owners screen: each owner's tax arrangement and payout method.
    '../src/features/owners/owners-api.gen.ts': file('generatedOwnersApi', byTag('owners')),
    // Staff's Payouts screen: the statements due a payout, and paying one out.
    '../src/features/payouts/payouts-api.gen.ts': file('generatedPayoutsApi', byTag('payouts')),
    // Maintenance requests: the tenant's, the owner's and staff's operations, one home for all three.
    '../src/features/maintenance/maintenance-api.gen.ts': file(
      'generatedMaintenanceApi',
      byTag('maintenance'),
    ),
  },
};
