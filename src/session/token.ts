/** The longest token the app accepts (product rules, 'Sessions'). */
export const MAX_TOKEN_LENGTH = 4096;

/**
 * A token is a non-empty string of at most 4,096 visible ASCII characters: no spaces,
 * no control characters, nothing an HTTP header would refuse. Anything else, from
 * storage, a hand-off or a callback, counts as signed out.
 */
export const isValidToken = (value: unknown): value is string =>
  typeof value === 'string' &&
  value.length > 0 &&
  value.length <= MAX_TOKEN_LENGTH &&
  /^[\x21-\x7E]+$/.test(value);
