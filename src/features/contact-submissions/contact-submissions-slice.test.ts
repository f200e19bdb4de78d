import { describe, expect, it } from 'vitest';
import { CONTACT_SUBMISSION_FIXTURES } from '../../../server/domain/data/contact-submissions';
import type { ContactSubmission } from '../../types/console';
import { cachedDataCleared, demoDataReset } from '../../console/console-actions';
import { emptyCollection } from '../../console/collection';
import {
  contactSubmissionsSlice,
  initialContactSubmissionsState,
  NO_SUBMISSION_FILTER,
  RECENT_SUBMISSIONS_LIMIT,
  replySent,
  selectFilteredSubmissions,
  selectNewSubmissionCount,
  selectRecentSubmissions,
  submissionDeleted,
  submissionViewed,
  type ContactSubmissionsState,
  type SubmissionFilter,
} from './contact-submissions-slice';
import { isContactSubmission } from './submission-shape';

const reducer = contactSubmissionsSlice.reducer;

const submission = (over: Partial<ContactSubmission>): ContactSubmission => ({
  id: 'x',
  name: 'Moraa Nyakundi',
  email: 'moraa@example.com',
  phone: '+254 711 000 000',
  message: 'Hello',
  date: '2025-03-01',
  time: '10:00',
  viewed: false,
  service: 'Property Management',
  ...over,
});

const loaded = (submissions: ContactSubmission[]): ContactSubmissionsState => ({
  ...emptyCollection<ContactSubmission>(),
  status: 'loaded',
  items: submissions,
});
const fresh = submission({ id: 'new-1' });
const seen = submission({ id: 'seen-1', viewed: true });

describe('contactSubmissions reducer: every transition', () => {
  it.each([
    ['opening a New submission marks it Viewed', submissionViewed('new-1'), 'new-1', true],
    ['opening a Viewed submission keeps it Viewed', submissionViewed('seen-1'), 'seen-1', true],
  ])('%s', (_name, action, id, viewed) => {
    const state = reducer(loaded([fresh, seen]), action);
    expect(state.items.find((s) => s.id === id)?.viewed).toBe(viewed);
  });

  it.each([
    ['submissionViewed', submissionViewed('nope')],
    ['submissionDeleted', submissionDeleted('nope')],
  ])('%s with an unknown id changes nothing', (_name, action) => {
    const before = loaded([fresh, seen]);
    expect(reducer(before, action)).toEqual(before);
  });

  it('replySent changes no submission (the server sends the reply); it is tracked until it settles', () => {
    const before = loaded([fresh, seen]);
    const action = replySent({ submissionId: 'new-1', to: 'moraa@example.com', subject: 'Re' });
    const state = reducer(before, action);
    expect(state.items).toBe(before.items);
    expect(state.changes[action.meta.change]).toMatchObject({ kind: 'send', itemId: 'new-1' });
  });

  it('delete (after confirmation) removes the row', () => {
    expect(reducer(loaded([fresh, seen]), submissionDeleted('new-1')).items).toEqual([seen]);
  });

  it.each([
    ['Reset demo data (the screen loads the data again)', demoDataReset()],
    ['the session ended (cached data leaves storage)', cachedDataCleared()],
  ])('%s: the slice starts over', (_name, action) => {
    expect(reducer(loaded([seen]), action)).toEqual(initialContactSubmissionsState);
  });
});

describe('isContactSubmission (persisted data check)', () => {
  it.each([
    ['a fixture', CONTACT_SUBMISSION_FIXTURES[0], true],
    ['null', null, false],
    ['a submission without viewed', { ...fresh, viewed: 'no' }, false],
  ])('%s -> %s', (_name, value, expected) => {
    expect(isContactSubmission(value)).toBe(expected);
  });
});

describe('contact submission selectors', () => {
  const root = { contactSubmissions: loaded([...CONTACT_SUBMISSION_FIXTURES]) };
  const ids = (filter: Partial<SubmissionFilter>) =>
    selectFilteredSubmissions(root, { ...NO_SUBMISSION_FILTER, ...filter }).map((s) => s.id);

  it.each([
    ['no filter: all, newest first', {}, CONTACT_SUBMISSION_FIXTURES.map((s) => s.id)],
    ['search by name, any case', { query: 'JUMA' }, ['cs-002']],
    ['search by email', { query: 'auma.were@' }, ['cs-003']],
    ['search by phone', { query: '744 000' }, ['cs-004']],
    ['search by service', { query: 'mri tax' }, ['cs-003', 'cs-009']],
    ['search by message', { query: 'M-Pesa' }, ['cs-012']],
    ['status New', { statuses: ['New'] }, ['cs-001', 'cs-002', 'cs-003', 'cs-005', 'cs-010']],
    [
      'status Viewed and a service',
      { statuses: ['Viewed'], services: ['Rent Collection'] },
      ['cs-006', 'cs-012'],
    ],
    [
      'two services',
      { services: ['Property Marketing', 'Project Management'] },
      ['cs-002', 'cs-005', 'cs-008', 'cs-011'],
    ],
    ['search and status together', { query: 'tenant', statuses: ['New'] }, ['cs-010']],
    ['HTML as search text matches nothing', { query: '<img src=x onerror=alert(1)>' }, []],
  ] as const)('%s', (_name, filter, expected) => {
    expect(ids(filter as Partial<SubmissionFilter>)).toEqual(expected);
  });

  it('is memoised for the same filter object', () => {
    const filter = { ...NO_SUBMISSION_FILTER, query: 'rent' };
    expect(selectFilteredSubmissions(root, filter)).toBe(selectFilteredSubmissions(root, filter));
  });

  it.each([
    ['the fixtures', [...CONTACT_SUBMISSION_FIXTURES], 5],
    ['all viewed', [seen], 0],
  ])('new-submission count: %s', (_name, submissions, expected) => {
    expect(selectNewSubmissionCount({ contactSubmissions: loaded(submissions) })).toBe(expected);
  });

  it('recent submissions: the newest, at most the limit', () => {
    const recent = selectRecentSubmissions(root);
    expect(recent).toHaveLength(RECENT_SUBMISSIONS_LIMIT);
    expect(recent[0]!.id).toBe('cs-001');
  });
});
