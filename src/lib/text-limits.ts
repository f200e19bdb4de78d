import { TEXT_LIMITS } from '../config/constants';

/** A kind of typed text with a length limit: name, email, subject or message. */
export type TextKind = keyof typeof TEXT_LIMITS;

const COUNT = new Intl.NumberFormat('en-US');

/**
 * The one wording of a refused long text, in the forms and from the API
 * (product rules, 'Long input'): 'Message must be at most 5,000 characters.'
 */
export const tooLongText = (label: string, max: number): string =>
  `${label} must be at most ${COUNT.format(max)} characters.`;

/** What is wrong with `value` as a text of `kind` labelled `label`: the refusal when too long, else null. */
export const lengthProblem = (kind: TextKind, label: string, value: string): string | null =>
  value.length > TEXT_LIMITS[kind] ? tooLongText(label, TEXT_LIMITS[kind]) : null;

/**
 * A form rule (antd's `{ max, message }`) refusing a text labelled `label` longer than
 * `max`, with the one wording. The field does not stop the typing: the form says so at once
 * and will not send (product rules, 'Long input').
 */
export const limitRule = (label: string, max: number): { max: number; message: string } => ({
  max,
  message: tooLongText(label, max),
});

/** `limitRule` for a text of `kind`. */
export const lengthRule = (kind: TextKind, label: string): { max: number; message: string } =>
  limitRule(label, TEXT_LIMITS[kind]);

/** A message box's count against its limit: '120 / 5,000'. */
export const countText = ({ count, maxLength }: { count: number; maxLength?: number }): string =>
  maxLength === undefined ? COUNT.format(count) : `${COUNT.format(count)} / ${COUNT.format(maxLength)}`;

/**
 * Whether putting `inserted` over `selection` of `current` would come out longer than
 * `limit` (a field with no limit never does): the field keeps what fits and says so.
 */
export const insertOverflows = (
  current: string,
  selection: { start: number; end: number },
  inserted: string,
  limit: number | undefined,
): boolean =>
  limit !== undefined && current.length - (selection.end - selection.start) + inserted.length > limit;
