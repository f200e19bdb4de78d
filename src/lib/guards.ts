import type { ComposeDraft } from '../types/console';

/** Small runtime shape checks for data read back from storage or the network. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const hasStrings = (value: Record<string, unknown>, keys: readonly string[]): boolean =>
  keys.every((key) => typeof value[key] === 'string');

export const hasBooleans = (value: Record<string, unknown>, keys: readonly string[]): boolean =>
  keys.every((key) => typeof value[key] === 'boolean');

/** Loading status of a console data slice. */
export type LoadStatus = 'idle' | 'loaded';
export const isLoadStatus = (value: unknown): value is LoadStatus => value === 'idle' || value === 'loaded';

/** A compose or reply form's values (To, Subject, Message), as handed by Reply or kept as a draft. */
export const isComposeDraft = (value: unknown): value is ComposeDraft =>
  isRecord(value) && hasStrings(value, ['to', 'subject', 'body']);
