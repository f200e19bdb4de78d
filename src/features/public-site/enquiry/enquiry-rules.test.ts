import { describe, expect, it } from 'vitest';
import {
  blankFields,
  buildEnquiry,
  canSend,
  clearedValues,
  fieldLimit,
  INITIAL_PHONE,
  isBlank,
  phoneNumberPart,
  type EnquiryValue,
  type PhoneValue,
  type SendState,
} from './enquiry-rules';

const phone = (value: string, dialCode = '254'): PhoneValue => ({ value, dialCode, formatted: '' });

describe('a field is blank after trimming', () => {
  it.each<[string, EnquiryValue, boolean]>([
    ['empty', '', true],
    ['spaces only', '   ', true],
    ['tabs and spaces', ' \t ', true],
    ['new lines only', '\n\n  ', true],
    ['text', 'Jane', false],
    ['text with surrounding spaces', '  Jane\t', false],
    ['10,000 characters', 'x'.repeat(10_000), false],
    ['markup typed as text', '<img src=x onerror=alert(1)>', false],
    ['a phone number with only its country code', INITIAL_PHONE, true],
    ['a phone number with nothing at all', phone(''), true],
    ['a phone number with digits past its code', phone('254712345678'), false],
  ])('%s -> %s', (_case, value, blank) => {
    expect(isBlank(value)).toBe(blank);
  });
});

describe('blankFields', () => {
  it('names the required fields still blank, in the order given; optional ones never', () => {
    const values = { fullName: ' ', email: 'j@x.co', phone: INITIAL_PHONE, note: '' };
    expect(blankFields(values, ['phone', 'fullName', 'email'])).toEqual(['phone', 'fullName']);
  });
});

describe('canSend', () => {
  const ready: SendState = { blank: [], valid: true, humanVerified: true, sending: false };

  it.each<[string, Partial<SendState>, boolean]>([
    ["nothing blank, the form's rules met, verified", {}, true],
    ['a required field blank', { blank: ['message'] }, false],
    ["the form's own rules not met", { valid: false }, false],
    ['human check not passed', { humanVerified: false }, false],
    ['while sending', { sending: true }, false],
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
  it('is the POST /api/contact body: trimmed fields, the phone as shown, the service as told', () => {
    const values = {
      fullName: ' Jane Doe ',
      email: 'jane@example.com ',
      phone: { value: '254712345678', dialCode: '254', formatted: '+254 712 345 678' },
      message: ' Hi ',
    };
    expect(buildEnquiry(values, 'General Enquiry')).toEqual({
      fullName: 'Jane Doe',
      email: 'jane@example.com',
      phone: '+254 712 345 678',
      message: 'Hi',
      service: 'General Enquiry',
    });
    // The plain input before the country picker has loaded reports no formatted text.
    expect(buildEnquiry({ ...values, phone: phone('254712345678') }, 'General Enquiry').phone).toBe(
      '+254712345678',
    );
  });
});

describe('clearedValues: the fields after a send', () => {
  it('are as a fresh form has them, but the phone keeps the chosen country', () => {
    const initial = { fullName: '', kind: 'tenant', phone: INITIAL_PHONE };
    const sent = { fullName: 'Jane', kind: 'owner', phone: phone('255712345678', '255') };
    expect(clearedValues(sent, initial)).toEqual({
      fullName: '',
      kind: 'tenant',
      phone: { value: '255', dialCode: '255', formatted: '' },
    });
  });
});

describe("the enquiry fields' length limits (product rules, 'Long input')", () => {
  it.each([
    ['fullName', 200],
    ['email', 254],
    ['message', 5000],
    ['phone', undefined],
    ['date', undefined],
  ])('%s takes at most %s characters', (name, limit) => {
    expect(fieldLimit(name)).toBe(limit);
  });
});
