import { describe, expect, it } from 'vitest';
import { CONTACT_SUBMISSION_FIXTURES } from '../../../mocks/data/contact-submissions';
import type { ContactSubmission } from '../../types/console';
import { cachedDataCleared, demoDataReset } from '../../console/console-actions';
import {
  changeRolledBack,
  contactSubmissionsSlice,
  initialContactSubmissionsState,
  isContactSubmissionsState,
  NO_SUBMISSION_FILTER,
  RECENT_SUBMISSIONS_LIMIT,
  replySent,
  selectFilteredSubmissions,
  selectNewSubmissionCount,
  selectRecentSubmissions,
  submissionDeleted,
  submissionsLoaded,
  submissionViewed,
  type ContactSubmissionsState,
  type SubmissionFilter,
} from './contact-submissions-slice';

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
  status: 'loaded',
  submissions,
});
const fresh = submission({ id: 'new-1' });
const seen = submission({ id: 'seen-1', viewed: true });

describe('contactSubmissions reducer: every transition of spec 4', () => {
  it.each([
    ['opening a New submission marks it Viewed', submissionViewed('new-1'), 'new-1', true],
    ['opening a Viewed submission keeps it Viewed', submissionViewed('seen-1'), 'seen-1', true],
  ])('%s', (_name, action, id, viewed) => {
    const state = reducer(loaded([fresh, seen]), action);
    expect(state.submissions.find((s) => s.id === id)?.viewed).toBe(viewed);
  });

  it.each([
    ['submissionViewed', submissionViewed('nope')],
    ['submissionDeleted', submissionDeleted('nope')],
    [
      'replySent (a logged event only)',
      replySent({ submissionId: 'new-1', to: 'moraa@example.com', subject: 'Re' }),
    ],
  ])('%s changes no data', (_name, action) => {
    const before = loaded([fresh, seen]);
    expect(reducer(before, action)).toEqual(before);
  });

  it('delete (after confirmation) removes the row', () => {
    expect(reducer(loaded([fresh, seen]), submissionDeleted('new-1')).submissions).toEqual([seen]);
  });

  it('each load replaces the list: the server is the system of record', () => {
    const before: ContactSubmissionsState = { status: 'loaded', submissions: [submission({ id: 'old-1' })] };
    const state = reducer(before, submissionsLoaded([seen]));
    expect(state.status).toBe('loaded');
    expect(state.submissions.map((s) => s.id)).toEqual(['seen-1']);
  });

  it('a rollback puts a viewed submission back to New and a deleted one back in its place', () => {
    const fresh = submission({ id: 'new-1', viewed: false });
    const start = loaded([seen, fresh]);
    const viewed = reducer(start, submissionViewed('new-1'));
    const unviewed = reducer(
      viewed,
      changeRolledBack({ id: 'new-1', before: fresh, index: 1 }, 'Could not.'),
    );
    expect(unviewed.submissions).toEqual(start.submissions);
    const deleted = reducer(start, submissionDeleted('seen-1'));
    const restored = reducer(
      deleted,
      changeRolledBack({ id: 'seen-1', before: seen, index: 0 }, 'Could not.'),
    );
    expect(restored.submissions).toEqual(start.submissions);
    expect(changeRolledBack({ id: 'x', before: null, index: 0 }, 'Could not delete.').meta.failure).toBe(
      'Could not delete.',
    );
  });

  it.each([
    ['Reset demo data (the screen loads the data again)', demoDataReset()],
    ['the session ended (cached data leaves storage)', cachedDataCleared()],
  ])('%s: the slice starts over', (_name, action) => {
    const before: ContactSubmissionsState = { status: 'loaded', submissions: [seen] };
    expect(reducer(before, action)).toEqual({ status: 'idle', submissions: [] });
  });
});

describe('isContactSubmissionsState (persisted data check)', () => {
  it.each([
    ['the initial state', initialContactSubmissionsState, true],
    ['the fixtures', loaded([...CONTACT_SUBMISSION_FIXTURES]), true],
    ['null', null, false],
    ['submissions that are not an array', { status: 'loaded', submissions: {} }, false],
    ['a submission without viewed', { status: 'loaded', submissions: [{ ...fresh, viewed: 'no' }] }, false],
  ])('%s -> %s', (_name, value, expected) => {
    expect(isContactSubmissionsState(value)).toBe(expected);
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
