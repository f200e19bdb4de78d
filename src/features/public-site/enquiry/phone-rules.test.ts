import { describe, expect, it } from 'vitest';
import { INITIAL_PHONE, type PhoneValue } from './enquiry-rules';
import { INVALID_PHONE_TEXT, normaliseKenyanPhone, phoneError, phonesValid } from './phone-rules';

/** Types `text` one character at a time at the end of the field, as a keyboard does. */
function typeInto(start: PhoneValue, text: string): PhoneValue {
  let value = start;
  for (const char of text) value = normaliseKenyanPhone(value.formatted + char, value);
  return value;
}

/** Selects the whole field and types `text` over it, one character at a time. */
function typeOver(start: PhoneValue, text: string): PhoneValue {
  const [first = '', ...rest] = [...text];
  return typeInto(normaliseKenyanPhone(first, start), rest.join(''));
}

const kenyan = (formatted: string) => ({ dialCode: '254', formatted });
const filled = normaliseKenyanPhone('+254712345678', INITIAL_PHONE);

describe('normaliseKenyanPhone: typing digit by digit with +254 chosen', () => {
  it.each([
    ['0712345678', '+254 712 345 678'],
    ['712345678', '+254 712 345 678'],
    ['0112345678', '+254 112 345 678'],
    ['0', '+254'],
    ['07', '+254 7'],
    ['254712345678', '+254 712 345 678'],
    ['0712 345 678', '+254 712 345 678'],
  ])('typing %j after +254 shows %j', (typed, shown) => {
    expect(typeInto(INITIAL_PHONE, typed)).toMatchObject(kenyan(shown));
  });

  it.each([
    ['7+254', '+254 7'],
    ['0+254', '+254'],
    ['07+254', '+254 7'],
    ['7+254 12', '+254 712'],
  ])('a digit typed before the +254 shown (caret still at the start): %j shows %j', (raw, shown) => {
    expect(normaliseKenyanPhone(raw, INITIAL_PHONE)).toMatchObject(kenyan(shown));
  });

  it('typing begun before the caret reached the end still gives the number typed', () => {
    const first = normaliseKenyanPhone('7+254', INITIAL_PHONE);
    expect(typeInto(first, '12345678')).toMatchObject(kenyan('+254 712 345 678'));
  });

  it('keeps the digits as value, code first', () => {
    expect(typeInto(INITIAL_PHONE, '0712345678').value).toBe('254712345678');
  });
});

describe('normaliseKenyanPhone: pasting', () => {
  it.each([
    ['+254712345678'],
    ['254712345678'],
    ['0712345678'],
    ['+254 712 345 678'],
    ['0712 345 678'],
    ['+254 0712 345 678'],
  ])('%j pasted after the +254 shown, or over the whole field, is +254 712 345 678', (pasted) => {
    expect(normaliseKenyanPhone(`+254${pasted}`, INITIAL_PHONE)).toMatchObject(kenyan('+254 712 345 678'));
    expect(normaliseKenyanPhone(pasted, filled)).toMatchObject(kenyan('+254 712 345 678'));
  });
});

describe('normaliseKenyanPhone: select-all and typing never switches the country', () => {
  it.each([
    ['0712345678', '+254 712 345 678'],
    ['712345678', '+254 712 345 678'],
    ['79', '+254 79'],
    ['7', '+254 7'],
    ['0', '+254'],
  ])('typing %j over a filled field shows %j, still Kenya', (typed, shown) => {
    expect(typeOver(filled, typed)).toMatchObject(kenyan(shown));
  });

  it('deleting into the code keeps +254 and a blank number', () => {
    expect(normaliseKenyanPhone('+25', INITIAL_PHONE)).toEqual(INITIAL_PHONE);
    expect(normaliseKenyanPhone('', filled)).toEqual(INITIAL_PHONE);
  });
});

describe('normaliseKenyanPhone: other countries are untouched', () => {
  it.each([
    ['+44 20 7946 0958', '44', '442079460958'],
    ['+44 07946', '44', '4407946'],
    ['+1 (415) 555-0100', '1', '14155550100'],
  ])('%j with +%s chosen keeps its digits %j and its text', (raw, dialCode, value) => {
    expect(normaliseKenyanPhone(raw, { dialCode })).toEqual({ value, dialCode, formatted: raw });
  });
});

describe('phoneError: a Kenyan number has 9 digits after +254', () => {
  it.each<[string, PhoneValue, string | null]>([
    ['8 digits', typeInto(INITIAL_PHONE, '71234567'), INVALID_PHONE_TEXT],
    ['9 digits', typeInto(INITIAL_PHONE, '712345678'), null],
    ['10 digits', typeInto(INITIAL_PHONE, '7123456789'), INVALID_PHONE_TEXT],
    ['0 and 9 digits', typeInto(INITIAL_PHONE, '0712345678'), null],
    ['blank (the blank rule says so)', INITIAL_PHONE, null],
    ['another country, any length', { value: '4420', dialCode: '44', formatted: '+44 20' }, null],
  ])('%s -> %j', (_case, phone, error) => {
    expect(phoneError(phone)).toBe(error);
  });

  it('phonesValid: every phone among the fields is valid', () => {
    expect(phonesValid({ name: 'Jane', phone: filled })).toBe(true);
    expect(phonesValid({ name: 'Jane', phone: typeInto(INITIAL_PHONE, '71234567') })).toBe(false);
  });
});
