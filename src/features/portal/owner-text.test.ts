import { describe, expect, it } from 'vitest';
import {
  appointmentText,
  ARREARS_TEXT,
  carriedText,
  mriDueText,
  NOT_APPLICABLE_REASON_TEXT,
  OCCUPANCY_TEXT,
  occupancyText,
  OWNER_FIGURES_TITLE,
  RENT_COLLECTED_TEXT,
  RESIDENCY_TEXT,
  STATEMENT_NOT_FOUND_TITLE,
  STATEMENTS_TITLE,
  UNIT_STATUS_TEXT,
} from './owner-text';

// The owner view's words (product rules, 'Owners').
describe('occupancyText: let units, those under notice included, of all units', () => {
  it.each([
    [10, 16, '10 of 16 units let (63%)'],
    [4, 6, '4 of 6 units let (67%)'],
    [0, 4, '0 of 4 units let (0%)'],
    [1, 1, '1 of 1 unit let (100%)'],
    [0, 0, 'No units'],
  ])('%i of %i: %s', (letUnits, units, text) => {
    expect(occupancyText(letUnits, units)).toBe(text);
  });
});

describe('carriedText: rent owed or paid ahead at the end of the month', () => {
  it.each([
    [4_010, 'KES 4,010 owed'],
    [-2_000, 'KES 2,000 credit'],
    [0, 'None'],
  ])('%i: %s', (kes, text) => {
    expect(carriedText(kes)).toBe(text);
  });
});

it('names each unit status and residency', () => {
  expect(UNIT_STATUS_TEXT).toEqual({ let: 'Let', vacant: 'Vacant', 'under-notice': 'Under notice' });
  expect(RESIDENCY_TEXT).toEqual({ resident: 'Resident in Kenya', 'non-resident': 'Not resident in Kenya' });
});

it("uses DECISIONS' words for the owner view's figures", () => {
  expect([OWNER_FIGURES_TITLE, RENT_COLLECTED_TEXT, ARREARS_TEXT, OCCUPANCY_TEXT, STATEMENTS_TITLE]).toEqual([
    'Your properties',
    'Rent collected',
    'Rent arrears',
    'Occupancy',
    'Monthly statements',
  ]);
  expect(STATEMENT_NOT_FOUND_TITLE).toBe('Statement not found');
});

describe("the tax arrangement's words (product rules, 'Owners')", () => {
  it.each([
    [4_125, '2025-04-20', 'MRI due from you: KES 4,125, file by 20 April 2025'],
    [926, '2026-01-20', 'MRI due from you: KES 926, file by 20 January 2026'],
  ])('MRI due of KES %i by %s: %s', (amount, dueBy, text) => {
    expect(mriDueText(amount, dueBy)).toBe(text);
  });

  it("names the appointment by KRA's reference and date, and why MRI does not apply with the band", () => {
    expect(appointmentText({ appointmentReference: 'KRA/MRI/AGT/00173', appointedOn: '2023-02-14' })).toBe(
      'KRA/MRI/AGT/00173 of 14 February 2023',
    );
    expect(NOT_APPLICABLE_REASON_TEXT).toEqual({
      'commercial-property': 'Commercial property: MRI is a tax on residential rent.',
      'rent-outside-band': 'Annual residential rent outside KES 288,000 to KES 15,000,000, the MRI band.',
    });
  });
});
