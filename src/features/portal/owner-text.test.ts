import { describe, expect, it } from 'vitest';
import {
  ARREARS_TEXT,
  carriedText,
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
    'Arrears',
    'Occupancy',
    'Monthly statements',
  ]);
  expect(STATEMENT_NOT_FOUND_TITLE).toBe('Statement not found');
});
