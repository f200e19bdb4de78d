import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionExpired } from '../store/session-events';
import type { User } from '../types/user';
import type { CheckFailure } from './check-failure';

export interface SessionState {
  token: string | null;
  user: User | null;
  /** The stored `isAdminAuthenticated` flag (product rules, 'Sessions'): set by the administrator login. */
  isAdminAuthenticated: boolean;
  /**
   * Stored-credential check at start: 'checking' while GET /api/auth/me verifies a
   * stored token ('Loading...' on the admin host); why it failed short of a 401 (no answer,
   * an error status, an unreadable answer: the start-up error screen names it, with Retry
   * and Sign out); 'done' otherwise.
   */
  check: 'checking' | 'done' | CheckFailure;
  /**
   * Set when the session ended by expiring (a 401), until the next sign-in: the guards'
   * sign-in redirects then say why, as the expiry's own navigation does.
   */
  expired?: true;
}

export const initialSessionState: SessionState = {
  token: null,
  user: null,
  isAdminAuthenticated: false,
  check: 'done',
};

interface SignedInPayload {
  token: string;
  user: User;
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /**
     * A normal login or a social sign-in succeeded. It never carries the admin flag:
     * a previous administrator session on this browser must not lend it to a new user.
     */
    signedIn(state, action: PayloadAction<SignedInPayload>) {
      state.token = action.payload.token;
      state.user = action.payload.user;
      state.isAdminAuthenticated = false;
      state.check = 'done';
      delete state.expired;
    },
    /** The administrator login succeeded: token, user and the admin flag (only for role admin). */
    adminSignedIn(state, action: PayloadAction<SignedInPayload>) {
      state.token = action.payload.token;
      state.user = action.payload.user;
      state.isAdminAuthenticated = action.payload.user.role === 'admin';
      state.check = 'done';
      delete state.expired;
    },
    /**
     * A prerendered public page has hydrated: the session stored in the browser applies
     * now (never in the first render, which must match the build's HTML).
     */
    restoredFromStorage(_state, action: PayloadAction<SessionState>) {
      return action.payload;
    },
    /** Logout: the flag, the token and the user go. */
    signedOut() {
      return initialSessionState;
    },
    /** Another tab of this host signed out (its `token` key went): this tab follows. */
    signedOutInAnotherTab() {
      return initialSessionState;
    },
    /**
     * Another tab of this host signed in (it wrote a new `token`): this tab follows, with the
     * session as storage now holds it, so two tabs never act for two different sessions.
     */
    signedInInAnotherTab(_state, action: PayloadAction<SessionState>) {
      return { ...action.payload, check: 'done' };
    },
    storedSessionCheckStarted(state) {
      state.check = 'checking';
    },
    /** GET /api/auth/me confirmed the stored token. */
    storedSessionVerified(state, action: PayloadAction<User>) {
      state.user = action.payload;
      state.check = 'done';
    },
    /**
     * The check failed short of a 401 (a time-out after 10 s, a dropped network, a 403, a 500,
     * an unreadable answer), and why. On the admin host and console screens the gate shows
     * the start-up error screen naming the reason, with Retry and Sign out; a public page
     * just stays.
     */
    storedSessionCheckFailed(state, action: PayloadAction<CheckFailure>) {
      state.check = action.payload;
    },
  },
  extraReducers: (builder) => {
    // A request that carried the token got 401 (the base query): token and user are cleared, and the flag.
    builder.addCase(sessionExpired, () => ({ ...initialSessionState, expired: true }));
  },
  selectors: {
    selectToken: (state) => state.token,
    selectUser: (state) => state.user,
    selectRole: (state) => state.user?.role ?? null,
    selectIsAdminAuthenticated: (state) => state.isAdminAuthenticated,
    selectIsSignedIn: (state) => state.token !== null && state.user !== null,
    selectSessionCheck: (state) => state.check,
    /** Why the start-up check failed, or null while it runs or once it succeeded. */
    selectCheckFailure: (state) => (typeof state.check === 'object' ? state.check : null),
  },
});

export const {
  restoredFromStorage: sessionRestored,
  signedIn,
  adminSignedIn,
  signedOut,
  storedSessionCheckStarted,
  storedSessionVerified,
  storedSessionCheckFailed,
  signedOutInAnotherTab,
  signedInInAnotherTab,
} = sessionSlice.actions;

export const {
  selectToken,
  selectUser,
  selectRole,
  selectIsAdminAuthenticated,
  selectIsSignedIn,
  selectSessionCheck,
  selectCheckFailure,
} = sessionSlice.selectors;
