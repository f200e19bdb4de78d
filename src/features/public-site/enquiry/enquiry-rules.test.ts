import { describe, expect, it } from 'vitest';
import { buildEnquiry, canSend, phoneNumberPart, type ContactFormState } from './enquiry-rules';

const ready: ContactFormState = {
  fullName: 'Jane Doe',
  email: 'jane@example.com',
  phone: '712345678',
  message: 'I would like to talk about my rental units.',
  humanVerified: true,
  sending: false,
};

describe('canSend (spec 4, 5)', () => {
  it.each<[string, Partial<ContactFormState>, boolean]>([
    ['all four fields filled and verified', {}, true],
    ['fields with surrounding spaces', { fullName: '  Jane  ', message: '\nHello\t' }, true],
    ['a 10,000-character message', { message: 'x'.repeat(10_000) }, true],
    ['markup typed as text', { fullName: '<img src=x onerror=alert(1)>' }, true],
    ['empty full name', { fullName: '' }, false],
    ['whitespace-only full name', { fullName: '   ' }, false],
    ['empty email', { email: '' }, false],
    ['whitespace-only email', { email: ' \t ' }, false],
    ['empty phone', { phone: '' }, false],
    ['whitespace-only phone', { phone: '  ' }, false],
    ['empty message', { message: '' }, false],
    ['whitespace-only message', { message: '\n\n  ' }, false],
    ['human check not passed', { humanVerified: false }, false],
    ['while sending', { sending: true }, false],
    ['everything blank', { fullName: '', email: '', phone: '', message: '', humanVerified: false }, false],
  ])('%s -> %s', (_case, change, expected) => {
    expect(canSend({ ...ready, ...change })).toBe(expected);
  });
});

describe('phoneNumberPart', () => {
  it.each([
    ['254712345678', '254', '712345678'],
    ['254', '254', ''],
    ['', '254', ''],
    ['+254 712 345 678', '254', '712345678'],
    ['14155550100', '1', '4155550100'],
    ['712345678', '', '712345678'],
  ])('phoneNumberPart(%j, %j) === %j', (value, dialCode, expected) => {
    expect(phoneNumberPart(value, dialCode)).toBe(expected);
  });
});

describe('buildEnquiry', () => {
  it('is the POST /api/contact body: trimmed fields, a General Enquiry unless told', () => {
    const values = {
      fullName: ' Jane Doe ',
      email: 'jane@example.com ',
      phone: '+254 712 345 678',
      message: ' Hi ',
    };
    expect(buildEnquiry(values)).toEqual({
      fullName: 'Jane Doe',
      email: 'jane@example.com',
      phone: '+254 712 345 678',
      message: 'Hi',
      service: 'General Enquiry',
    });
    expect(buildEnquiry(values, 'Property Viewing').service).toBe('Property Viewing');
  });
});
