import { CONTENT } from '../../config/content';
import type { ComposeDraft, ContactSubmission } from '../../types/console';

export const REPLY_SUBJECT_PREFIX = 'Re: Contact Form Submission - ';
export const REPLY_SENT_TEXT = 'Reply sent successfully!';

/** The reply's pre-fill: To the submission's email, the subject with the service, a greeting naming person and service. */
export const replyPrefill = (submission: ContactSubmission): ComposeDraft => ({
  to: submission.email,
  subject: `${REPLY_SUBJECT_PREFIX}${submission.service}`,
  body: `Dear ${submission.name},\n\nThank you for contacting us about ${submission.service}. We have received your message and will get back to you shortly.\n\nKind regards,\n${CONTENT.brandName}`,
});
