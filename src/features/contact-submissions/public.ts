/**
 * What other features may use of the contact submissions (eslint.config.js enforces it):
 * the dashboard's Contact Form Submissions panel is a view of this feature's data, and the
 * public contact form files its enquiry here (product rules, 'Enquiries').
 */
export { selectRecentSubmissions } from './contact-submissions-slice';
export { useEnsureSubmissionsLoaded } from './submissions-api';
