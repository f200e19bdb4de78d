import { describe, expect, it } from 'vitest';
import {
  DATE_IN_PAST_TEXT,
  dateAllowed,
  dateError,
  viewingMessage,
  viewingStillNeeded,
  type ViewingFormState,
} from './book-viewing-rules';

const TODAY = '2026-03-18';

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

describe('viewingStillNeeded: why Book a viewing is disabled', () => {
  const full: ViewingFormState = {
    fullName: 'Jane Moraa',
    phone: '712345678',
    email: 'jane@example.com',
    date: '2026-04-01',
    today: TODAY,
    humanVerified: true,
  };

  it.each<[Partial<ViewingFormState>, string | null]>([
    [{}, null],
    [{ humanVerified: false }, "To book, tick 'I'm not a robot'."],
    [{ fullName: '   ' }, 'To book, add your full name.'],
    [{ date: '2026-03-17' }, 'To book, add a preferred date from today on.'],
    [{ phone: '', email: '' }, 'To book, add your mobile number and your email address.'],
    [
      { fullName: '', phone: '', email: '', date: '', humanVerified: false },
      "To book, add your full name, your mobile number, your email address and a preferred date from today on, and tick 'I'm not a robot'.",
    ],
  ])('%j → %j', (change, text) => expect(viewingStillNeeded({ ...full, ...change })).toBe(text));
});

describe('viewingMessage: the property title and reference reach the console', () => {
  const property = { title: 'Three-Bedroom Bungalow', reference: 'KPM-P004' };

  it.each([
    ['', 'Viewing request: Three-Bedroom Bungalow (ref. KPM-P004), preferred date 2026-04-01.'],
    [
      '  Mornings suit me.  ',
      'Viewing request: Three-Bedroom Bungalow (ref. KPM-P004), preferred date 2026-04-01. Mornings suit me.',
    ],
  ])('note %j', (note, message) => expect(viewingMessage(property, '2026-04-01', note)).toBe(message));
});
