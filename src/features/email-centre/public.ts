/**
 * What other features may use of the email centre (eslint.config.js enforces it): the
 * dashboard's Recent Emails panel is a view of this feature's data (product rules, 'Staff console').
 */
export { useEnsureEmailsLoaded } from './email-centre-api';
export { selectRecentInboxEmails } from './email-centre-slice';
export { emailPreview } from './email-preview';
