import { dateStamp } from '../../../src/lib/date-stamp';
import type { Enquiry } from '../../../src/types/api.gen';
import { db, uniqueSuffix } from '../../domain/db';
import { json, type Call } from '../operation';
import { checked } from './admin';

export const publicOperations = {
  /** A visitor's enquiry (contact form, 'Book a viewing', 'Request portal access'): filed as a New submission. */
  async createEnquiry({ body: raw }: Call) {
    const { body, refusal } = checked<Enquiry>('createEnquiry', raw);
    if (refusal) return refusal;
    const submission = {
      id: `web-${uniqueSuffix()}`,
      name: body.fullName.trim(),
      email: body.email.trim(),
      phone: body.phone.trim(),
      message: body.message.trim(),
      ...dateStamp(new Date()),
      viewed: false,
      service: body.service ?? 'General Enquiry',
    };
    await db.submissions.add(submission);
    return json(201, submission);
  },
};
