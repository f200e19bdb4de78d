/**
 * The one-time `state` of a social sign-in (product rules, 'Sessions'): stored in sessionStorage
 * before the browser leaves for the provider, sent as `?state=`, and expected back in the
 * callback's fragment. A missing or different one is refused.
 */
export const SOCIAL_STATE_KEY = 'kpm-social-state';
export const SOCIAL_STATE_REFUSED = 'Sign-in could not be verified. Please try again.';

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const sessionStore = (): SessionStore | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The provider's sign-in URL with a fresh `state`, remembered for the callback. */
export function socialSignInUrl(base: string, provider: string, store = sessionStore()): string {
  const state = randomState();
  try {
    store?.setItem(SOCIAL_STATE_KEY, state);
  } catch {
    // Storage refused: the callback will refuse the sign-in, with a clear message.
  }
  return `${base}/api/auth/${encodeURIComponent(provider)}?state=${state}`;
}

/** Whether the callback's `state` is the one this tab sent; it is used up either way. */
export function acceptSocialState(returned: string | null, store = sessionStore()): boolean {
  try {
    const expected = store?.getItem(SOCIAL_STATE_KEY) ?? null;
    store?.removeItem(SOCIAL_STATE_KEY);
    return expected !== null && expected !== '' && returned === expected;
  } catch {
    return false;
  }
}
