// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isComposeDraft } from '../lib/guards';
import { makeStore } from '../app/store';
import { ADMIN_SESSION } from '../../tests/fixtures';
import { dropTypedDraftsOf, keepTypedDraft, readTypedDraft } from './typed-drafts';
import { signOut } from './sign-out';

const DRAFT = { to: 'a@example.com', subject: 'Rent', body: 'Half written' };

describe('typed drafts', () => {
  it.each<[string, () => void, string, string, typeof DRAFT | null]>([
    ['kept, read back by the same person from the same origin', () => undefined, 'u-1', 'new', DRAFT],
    ['another person reads none', () => undefined, 'u-2', 'new', null],
    ['another origin (a reply, not the new message) reads none', () => undefined, 'u-1', 'reply:em-1', null],
    [
      'corrupt storage reads none, never a crash',
      () => localStorage.setItem('kpm-draft:u-1:compose', '{not json'),
      'u-1',
      'new',
      null,
    ],
    [
      'a stored value of another shape reads none',
      () =>
        localStorage.setItem('kpm-draft:u-1:compose', JSON.stringify({ origin: 'new', value: { to: 1 } })),
      'u-1',
      'new',
      null,
    ],
  ])('%s', (_name, damage, userId, origin, expected) => {
    localStorage.clear();
    keepTypedDraft('u-1', 'compose', 'new', DRAFT);
    damage();
    expect(readTypedDraft(userId, 'compose', origin, isComposeDraft)).toEqual(expected);
  });

  it("the person's logout removes every draft of theirs, and only theirs", () => {
    localStorage.clear();
    const me = String(ADMIN_SESSION.user.id);
    keepTypedDraft(me, 'compose', 'new', DRAFT);
    keepTypedDraft(me, 'reply:cs-002', '', DRAFT);
    keepTypedDraft('someone-else', 'compose', 'new', DRAFT);
    const store = makeStore({ session: ADMIN_SESSION });
    store.dispatch(signOut());
    expect(readTypedDraft(me, 'compose', 'new', isComposeDraft)).toBeNull();
    expect(readTypedDraft(me, 'reply:cs-002', '', isComposeDraft)).toBeNull();
    expect(readTypedDraft('someone-else', 'compose', 'new', isComposeDraft)).toEqual(DRAFT);
    dropTypedDraftsOf('someone-else');
    expect(readTypedDraft('someone-else', 'compose', 'new', isComposeDraft)).toBeNull();
  });
});
