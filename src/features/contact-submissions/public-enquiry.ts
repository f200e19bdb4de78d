/**
 * What the public site may use of the contact submissions: a visitor's enquiry is filed
 * as a New submission (DECISIONS). Apart from public.ts, so the public contact page's
 * chunk carries the slice's action only, not the console's data loading.
 */
export { enquiryReceived } from './contact-submissions-slice';
