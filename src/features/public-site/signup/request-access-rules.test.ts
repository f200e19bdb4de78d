import { describe, expect, it } from 'vitest';
import { blankFields, canSend } from '../enquiry/enquiry-rules';
import { normaliseKenyanPhone, phonesValid } from '../enquiry/phone-rules';
import { REQUEST_ACCESS_FORM, requestAccessMessage, type RequestAccessValues } from './request-access-rules';

const phone = normaliseKenyanPhone('0712345678', REQUEST_ACCESS_FORM.initial.phone);
const filled: RequestAccessValues = {
  fullName: ' Jane Wanjiru ',
  email: 'jane@example.com ',
  phone,
  role: 'tenant',
  unit: ' Ouru Court, unit B4 ',
};

describe('Request portal access: what the form needs', () => {
  it('needs name, email, mobile number and I am a; the property or unit is optional', () => {
    expect(blankFields(REQUEST_ACCESS_FORM.initial, REQUEST_ACCESS_FORM.required)).toEqual([
      'fullName',
      'email',
      'phone',
      'role',
    ]);
    expect(blankFields({ ...filled, unit: '' }, REQUEST_ACCESS_FORM.required)).toEqual([]);
  });

  it.each<[string, Partial<RequestAccessValues>, boolean]>([
    ['every required field, a 9-digit Kenyan number', {}, true],
    ['no unit', { unit: '  ' }, true],
    ['no I am a', { role: '' }, false],
    ['a blank name', { fullName: '  ' }, false],
    ['8 digits after +254', { phone: normaliseKenyanPhone('71234567', phone) }, false],
  ])('%s -> Send enabled: %s', (_case, change, enabled) => {
    const values = { ...filled, ...change };
    const state = {
      blank: blankFields(values, REQUEST_ACCESS_FORM.required),
      valid: phonesValid(values),
      humanVerified: true,
      sending: false,
    };
    expect(canSend(state)).toBe(enabled);
  });
});

describe('Request portal access: what the form files', () => {
  it.each<[RequestAccessValues['role'], string, string]>([
    [
      'tenant',
      'Ouru Court, unit B4',
      'Portal access request. I am a tenant. Property or unit: Ouru Court, unit B4.',
    ],
    ['owner', '  ', 'Portal access request. I am an owner. Property or unit: not given.'],
    ['both', '', 'Portal access request. I am a tenant and an owner. Property or unit: not given.'],
  ])('%s, %j -> %j', (role, unit, message) => {
    expect(requestAccessMessage(role, unit)).toBe(message);
  });

  it("is a New submission with the service 'Portal Access': trimmed fields, the phone as shown", () => {
    expect(REQUEST_ACCESS_FORM.request(filled)).toEqual({
      fullName: 'Jane Wanjiru',
      email: 'jane@example.com',
      phone: '+254 712 345 678',
      message: 'Portal access request. I am a tenant. Property or unit: Ouru Court, unit B4.',
      service: 'Portal Access',
    });
  });
});
