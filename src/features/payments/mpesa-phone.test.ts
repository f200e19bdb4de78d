import { describe, expect, it } from 'vitest';
import { formatMpesaPhone, MPESA_PHONE_ERROR, mpesaPhoneError, toMpesaPhone } from './mpesa-phone';

// The M-Pesa phone (product rules, 'Payments').
describe("toMpesaPhone: what a Kenyan types, in Daraja's form", () => {
  it.each([
    ['0712 345 678', '254712345678'],
    ['0712345678', '254712345678'],
    ['0112 345 678', '254112345678'],
    ['0112345678', '254112345678'],
    ['+254 712 345 678', '254712345678'],
    ['+254712345678', '254712345678'],
    ['254712345678', '254712345678'],
    ['254 712 345 678', '254712345678'],
    ['+254 112 345 678', '254112345678'],
    ['0712-345-678', '254712345678'],
    ['+254-712-345-678', '254712345678'],
    ['  0712 345 678  ', '254712345678'],
    ['0712\u00a0345\u00a0678', '254712345678'],
    ['0799 999 999', '254799999999'],
  ])('%j -> %s', (typed, daraja) => expect(toMpesaPhone(typed)).toBe(daraja));

  it.each([
    ['empty', ''],
    ['whitespace only', '   \t '],
    ['9 digits without 0 or 254', '712 345 678'],
    ['one digit short', '0712 345 67'],
    ['one digit too many', '0712 345 6789'],
    ['254 and one digit short', '25471234567'],
    ['+254 and one digit too many', '+2547123456789'],
    ['+254 with the 0 kept', '+254 0712 345 678'],
    ['a Nairobi landline', '020 123 4567'],
    ['a Kisii landline', '058 123 4567'],
    ['+254 landline', '+254 20 123 4567'],
    ['another country', '+255 712 345 678'],
    ['a UK mobile', '+44 7700 900123'],
    ['letters', 'O712 345 678'],
    ['words', 'my phone'],
    ['a plus inside', '0712+345678'],
    ['brackets', '(0712) 345 678'],
    ['dots', '0712.345.678'],
    ['full-width digits', '\uff10\uff17\uff11\uff12\uff13\uff14\uff15\uff16\uff17\uff18'],
    ['HTML', '<b>0712345678</b>'],
    ['script', '<script>alert(1)</script>'],
    ['very long text', '0712345678'.repeat(1000)],
    ['very long spaces around a number', `${' '.repeat(10_000)}0712345678`],
  ])('%s (%j) -> null', (_case, typed) => expect(toMpesaPhone(typed)).toBeNull());
});

describe('mpesaPhoneError', () => {
  it('has the exact text of the product rules', () => {
    expect(MPESA_PHONE_ERROR).toBe('Enter a Kenyan mobile number, such as 0712 345 678.');
  });

  it.each([
    ['0712 345 678', null],
    ['+254 712 345 678', null],
    ['', MPESA_PHONE_ERROR],
    ['   ', MPESA_PHONE_ERROR],
    ['020 123 4567', MPESA_PHONE_ERROR],
    ['<img src=x onerror=alert(1)>', MPESA_PHONE_ERROR],
  ])('%j -> %j', (typed, error) => expect(mpesaPhoneError(typed)).toBe(error));
});

describe("formatMpesaPhone: Daraja's form as people read it", () => {
  it.each([
    ['254712345678', '+254 712 345 678'],
    ['254112345678', '+254 112 345 678'],
    ['0712345678', '0712345678'],
    ['25471234567', '25471234567'],
    ['', ''],
  ])('%j -> %j', (phone, shown) => expect(formatMpesaPhone(phone)).toBe(shown));

  it.each(['0712 345 678', '0112 345 678', '+254 712 345 678', '254712345678'])(
    '%j round-trips through toMpesaPhone',
    (typed) => {
      const shown = formatMpesaPhone(toMpesaPhone(typed) ?? '');
      expect(toMpesaPhone(shown)).toBe(toMpesaPhone(typed));
    },
  );
});
