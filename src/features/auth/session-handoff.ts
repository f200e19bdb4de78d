import type { SessionState } from './session-slice';

/**
 * The admin host's arrival with a session in the URL fragment (DECISIONS, Sessions).
 * Placeholder: the sign-in issue implements reading, validating and stripping it.
 */
export function consumeSessionHandOff(): SessionState | null {
  return null;
}
