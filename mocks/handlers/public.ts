import { dateStamp } from '../../src/lib/date-stamp';
import type { Enquiry } from '../../src/types/api.gen';
import { db } from '../db';
import { http, validBody } from '../http';
import { serve } from '../serve';

let received = 0;

export const publicHandlers = [
  /** A visitor's enquiry (contact form, 'Book a viewing'): filed as a New submission. */
  http.post('/api/contact', ({ request, response }) =>
    serve(request, async () => {
      const { body, problem } = await validBody<Enquiry>('createEnquiry', request);
      if (problem !== null) return response(400).json({ error: problem });
      received += 1;
      const submission = {
        id: `web-${Date.now().toString(36)}${received}`,
        name: body.fullName.trim(),
        email: body.email.trim(),
        phone: body.phone.trim(),
        message: body.message.trim(),
        ...dateStamp(new Date()),
        viewed: false,
        service: body.service ?? 'General Enquiry',
      };
      await db.submissions.add(submission);
      return response(201).json(submission);
    }),
  ),
];
