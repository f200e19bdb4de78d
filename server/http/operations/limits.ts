import { json } from '../operation';

/** The 429 of a rate limit (the contract's TooManyRequests): the app shows its text. */
export const tooManyAttempts = (seconds: number) =>
  json(429, { error: `Too many attempts. Try again in ${seconds} seconds.` }, { 'Retry-After': String(seconds) });
