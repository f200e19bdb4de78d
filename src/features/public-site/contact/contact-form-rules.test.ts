import { describe, expect, it } from 'vitest';
import { blankFields } from '../enquiry/enquiry-rules';
import { CONTACT_FORM } from './contact-form-rules';

describe("the contact form's own rules", () => {
  it('needs all four fields: a fresh form lacks each of them', () => {
    expect(blankFields(CONTACT_FORM.initial, CONTACT_FORM.required)).toEqual([
      'fullName',
      'email',
      'phone',
      'message',
    ]);
  });

  it('files the enquiry as a General Enquiry', () => {
    const values = { ...CONTACT_FORM.initial, fullName: 'Jane', email: 'j@x.co', message: 'Call me' };
    expect(CONTACT_FORM.request(values).service).toBe('General Enquiry');
  });
});
