import { describe, expect, it } from 'vitest';
import { blankFields, INITIAL_PHONE } from '../enquiry/enquiry-rules';
import {
  DATE_IN_PAST_TEXT,
  dateAllowed,
  dateError,
  viewingForm,
  viewingMessage,
  viewingNoteLimit,
  viewingStillNeeded,
} from './book-viewing-rules';

const TODAY = '2026-03-18';
const property = { title: 'Three-Bedroom Bungalow', reference: 'KPM-P004' };

describe('the preferred date: today or later', () => {
  it.each([
    ['2026-03-18', true],
    ['2026-03-19', true],
    ['2027-01-01', true],
    ['2026-03-17', false],
    ['2001-01-01', false],
    ['', false],
    ['tomorrow', false],
    ['2026-13-45', false],
  ])('%j → %s', (date, allowed) => {
    expect(dateAllowed(date, TODAY)).toBe(allowed);
    expect(dateError(date, TODAY)).toBe(allowed || date === '' ? null : DATE_IN_PAST_TEXT);
  });
});

describe("Book a viewing's own rules", () => {
  const form = viewingForm(property, TODAY);

  it('needs name, phone and email; the message is optional', () => {
    expect(blankFields(form.initial, form.required)).toEqual(['fullName', 'phone', 'email']);
  });

  it('needs a date from today on', () => {
    const values = { ...form.initial, date: '2026-03-17' };
    expect(form.valid?.(values)).toBe(false);
    expect(form.valid?.({ ...values, date: TODAY })).toBe(true);
  });

  it("files a 'Property Viewing' whose message names the property and the date", () => {
    const values = {
      fullName: 'Jane',
      phone: INITIAL_PHONE,
      email: 'j@x.co',
      date: '2026-04-01',
      message: '',
    };
    expect(form.request(values)).toMatchObject({
      service: 'Property Viewing',
      message: viewingMessage(property, '2026-04-01', ''),
    });
  });
});

describe('viewingStillNeeded: why Book a viewing is disabled', () => {
  const full = { blank: [], date: '2026-04-01', today: TODAY, humanVerified: true } as const;

  it.each<[Partial<Parameters<typeof viewingStillNeeded>[0]>, string | null]>([
    [{}, null],
    [{ humanVerified: false }, "To book, tick 'I'm not a robot'."],
    [{ blank: ['fullName'] }, 'To book, add your full name.'],
    [{ date: '2026-03-17' }, 'To book, add a preferred date from today on.'],
    [{ blank: ['phone', 'email'] }, 'To book, add your mobile number and your email address.'],
    [
      { blank: ['fullName', 'phone', 'email'], date: '', humanVerified: false },
      "To book, add your full name, your mobile number, your email address and a preferred date from today on, and tick 'I'm not a robot'.",
    ],
  ])('%j → %j', (change, text) => expect(viewingStillNeeded({ ...full, ...change })).toBe(text));
});

describe('viewingMessage: the property title and reference reach the console', () => {
  it.each([
    ['', 'Viewing request: Three-Bedroom Bungalow (ref. KPM-P004), preferred date 1 April 2026.'],
    [
      '  Mornings suit me.  ',
      'Viewing request: Three-Bedroom Bungalow (ref. KPM-P004), preferred date 1 April 2026. Mornings suit me.',
    ],
  ])('note %j', (note, message) => expect(viewingMessage(property, '2026-04-01', note)).toBe(message));
});

describe("a viewing's note (product rules, 'Long input')", () => {
  it.each([
    ['a short title', property],
    ['a long title', { title: 'T'.repeat(150), reference: 'KPM-P999' }],
  ])('with %s, a note of the limit makes a message of at most 5,000 characters', (_case, listing) => {
    const note = 'n'.repeat(viewingNoteLimit(listing));
    // The longest date text ('30 September 2026') fills the limit exactly; shorter ones leave room.
    expect(viewingMessage(listing, '2026-09-30', note)).toHaveLength(5000);
    expect(viewingMessage(listing, '2026-09-30', `${note}n`)).toHaveLength(5001);
    for (const date of [TODAY, '2026-05-01', '2026-12-31', '2027-02-28']) {
      expect(viewingMessage(listing, date, note).length).toBeLessThanOrEqual(5000);
    }
  });
});
