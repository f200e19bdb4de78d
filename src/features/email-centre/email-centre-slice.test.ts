import { describe, expect, it } from 'vitest';
import { EMAIL_FIXTURES } from '../../../server/domain/data/emails';
import type { Email } from '../../types/console';
import { cachedDataCleared, demoDataReset } from '../../console/console-actions';
import { emptyCollection } from '../../console/collection';
import {
  composedEmail,
  draftSaved,
  emailCentreSlice,
  emailBinned,
  emailDeleted,
  emailPutBack,
  emailOpened,
  emailReadToggled,
  emailSent,
  emailStarToggled,
  initialEmailCentreState,
  RECENT_EMAILS_LIMIT,
  selectEmailsInTab,
  selectRecentInboxEmails,
  selectUnreadCount,
  type EmailCentreState,
  type EmailTab,
} from './email-centre-slice';
import { isEmail } from './email-shape';

const reducer = emailCentreSlice.reducer;

const email = (over: Partial<Email>): Email => ({
  id: 'x',
  sender: 'Wanjiru Kamau',
  email: 'wanjiru@example.com',
  subject: 'Subject',
  body: 'Body',
  date: '2025-03-01',
  time: '10:00',
  read: true,
  starred: false,
  folder: 'inbox',
  ...over,
});

const loaded = (emails: Email[]): EmailCentreState => ({
  ...emptyCollection<Email>(),
  status: 'loaded',
  items: emails,
});
const find = (state: EmailCentreState, id: string) => state.items.find((e) => e.id === id);

const unreadInbox = email({ id: 'a', read: false });
const unreadArchive = email({ id: 'b', read: false, folder: 'archive' });
const starred = email({ id: 'c', starred: true });

describe('emailCentre reducer: every transition', () => {
  it.each([
    ['opening an unread inbox email marks it read', emailOpened('a'), 'a', { read: true }],
    ['opening an email outside the inbox leaves it as it is', emailOpened('b'), 'b', { read: false }],
    ['the read toggle marks an unread email read', emailReadToggled('a'), 'a', { read: true }],
    ['the read toggle marks a read email unread', emailReadToggled('c'), 'c', { read: false }],
    ['the star toggle stars an email', emailStarToggled('a'), 'a', { starred: true }],
    ['the star toggle unstars a starred email', emailStarToggled('c'), 'c', { starred: false }],
    ['delete moves an email to the bin', emailBinned('b'), 'b', { folder: 'bin' }],
    ['Undo puts it back in its folder', emailPutBack({ id: 'b', folder: 'archive' }), 'b', { folder: 'archive' }],
  ])('%s', (_name, action, id, expected) => {
    const state = reducer(loaded([unreadInbox, unreadArchive, starred]), action);
    expect(find(state, id)).toMatchObject(expected);
  });

  it.each([
    ['emailOpened', emailOpened('nope')],
    ['emailReadToggled', emailReadToggled('nope')],
    ['emailStarToggled', emailStarToggled('nope')],
    ['emailDeleted', emailDeleted('nope')],
  ])('%s with an unknown id changes nothing', (_name, action) => {
    const before = loaded([unreadInbox, starred]);
    expect(reducer(before, action)).toEqual(before);
  });

  it('delete in the bin removes the email for good', () => {
    const state = reducer(loaded([unreadInbox, starred]), emailDeleted('a'));
    expect(state.items.map((e) => e.id)).toEqual(['c']);
  });

  it.each([
    ['Send stores the message in Sent', emailSent, 'sent'],
    ['Save as Draft stores the message in Drafts', draftSaved, 'drafts'],
  ] as const)('%s', (_name, actionCreator, folder) => {
    const state = reducer(
      loaded([unreadInbox]),
      actionCreator({ to: ' otieno@example.com ', subject: '<b>Hi</b>', body: 'Line 1\nLine 2' }),
    );
    expect(state.items).toHaveLength(2);
    expect(state.items[0]).toMatchObject({
      folder,
      email: 'otieno@example.com',
      sender: 'otieno@example.com',
      subject: '<b>Hi</b>',
      body: 'Line 1\nLine 2',
      read: true,
      starred: false,
    });
    expect(state.items[0]!.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(state.items[0]!.time).toMatch(/^\d{2}:\d{2}$/);
  });

  it.each([
    ['console/demoDataReset', demoDataReset()],
    ['console/cachedDataCleared', cachedDataCleared()],
  ])('%s: the slice starts over', (_name, action) => {
    expect(reducer(loaded([unreadInbox]), action)).toEqual(initialEmailCentreState);
  });

  it('stamps composed emails with the local date and time', () => {
    const e = composedEmail(
      { to: 'a@example.com', subject: 's', body: 'b' },
      'sent',
      new Date(2025, 2, 9, 7, 5),
    );
    expect(e).toMatchObject({ date: '2025-03-09', time: '07:05', folder: 'sent' });
  });
});

describe('isEmail (persisted data check)', () => {
  it.each([
    ['a fixture', EMAIL_FIXTURES[0], true],
    ['garbage', 'garbage', false],
    ['an email in an unknown folder', email({ folder: 'spam' as never }), false],
    ['an email without a subject', { ...unreadInbox, subject: 1 }, false],
  ])('%s -> %s', (_name, value, expected) => {
    expect(isEmail(value)).toBe(expected);
  });
});

describe('email centre selectors', () => {
  const root = { emailCentre: loaded([...EMAIL_FIXTURES]) };
  const ids = (tab: EmailTab, q = '') => selectEmailsInTab(root, tab, q).map((e) => e.id);

  it.each([
    ['inbox', '', ['em-001', 'em-002', 'em-003', 'em-004', 'em-005', 'em-006']],
    ['sent', '', ['em-007', 'em-008', 'em-009']],
    ['drafts', '', ['em-010', 'em-011']],
    ['archive', '', ['em-012', 'em-013']],
    ['starred', '', ['em-001', 'em-008', 'em-004', 'em-012']],
    ['inbox', 'RENEWAL', ['em-001']],
    ['inbox', 'otieno', ['em-002']],
    ['inbox', '24–48 hour', ['em-002']],
    ['sent', '60-day', ['em-007']],
    ['drafts', '3–5 business day', ['em-010']],
    ['inbox', '  kitchen  ', ['em-002', 'em-006']],
    ['inbox', 'nothing matches this', []],
    ['inbox', '<img src=x onerror=alert(1)>', []],
  ] as const)('tab %s, search %j', (tab, q, expected) => {
    expect(ids(tab, q)).toEqual(expected);
  });

  it('is memoised: the same tab and search give the same array', () => {
    expect(selectEmailsInTab(root, 'inbox', 'rent')).toBe(selectEmailsInTab(root, 'inbox', 'rent'));
  });

  it.each([
    ['the fixtures', [...EMAIL_FIXTURES], 3],
    ['unread mail outside the inbox is not counted', [unreadArchive], 0],
    ['no emails', [], 0],
  ])('unread count: %s', (_name, emails, expected) => {
    expect(selectUnreadCount({ emailCentre: loaded(emails) })).toBe(expected);
  });

  it('recent inbox emails: newest inbox emails only, at most the limit', () => {
    const recent = selectRecentInboxEmails(root);
    expect(recent).toHaveLength(RECENT_EMAILS_LIMIT);
    expect(recent.every((e) => e.folder === 'inbox')).toBe(true);
    expect(recent[0]!.id).toBe('em-001');
  });
});
