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
 * A form rule (antd's `{ max, message }`) refusing a text of `kind` longer than its limit,
 * with the one wording.
 */
export const lengthRule = (kind: TextKind, label: string): { max: number; message: string } => ({
  max: TEXT_LIMITS[kind],
  message: tooLongText(label, TEXT_LIMITS[kind]),
});

/** A message box's count against its limit: '120 / 5,000'. */
export const countText = ({ count, maxLength }: { count: number; maxLength?: number }): string =>
  maxLength === undefined ? COUNT.format(count) : `${COUNT.format(count)} / ${COUNT.format(maxLength)}`;
