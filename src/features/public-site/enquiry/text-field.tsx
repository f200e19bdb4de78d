import { countText, tooLongText } from '../../../lib/text-limits';
import { useLimitNotice } from '../../../lib/use-limit-notice';
import { fieldLimit } from './enquiry-rules';
import type { FieldBinding } from './use-enquiry-form';

interface TextFieldProps extends FieldBinding<string> {
  label: string;
  type?: 'text' | 'email' | 'date';
  autoComplete?: string;
  /** A message box of this many rows instead of a one-line input. */
  rows?: number;
  /** Marks the field required for assistive technology (the form's rules decide Send). */
  required?: boolean;
  /** For a date: the earliest allowed ('YYYY-MM-DD'). */
  min?: string;
  /** The longest text taken; by default the enquiry rules' limit for the field's name. */
  maxLength?: number;
  /** What is wrong with the value, shown under the field; null when nothing is. */
  error?: string | null;
}

/**
 * A labelled text input or message box of the enquiry forms: native, with the form.css look.
 * Typing or pasting past the field's limit keeps what fits and says so at once ('Message
 * must be at most 5,000 characters.'); a message box counts its characters (product rules,
 * 'Long input').
 */
export function TextField({
  id,
  name,
  label,
  value,
  onChange,
  type = 'text',
  autoComplete,
  rows,
  required = true,
  min,
  maxLength = fieldLimit(name),
  error = null,
}: TextFieldProps) {
  const { watch, over } = useLimitNotice<HTMLDivElement>(value, maxLength);
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  const shownError = error ?? (over && maxLength !== undefined ? tooLongText(label, maxLength) : null);
  const counted = rows !== undefined && maxLength !== undefined;
  const describedBy = [shownError !== null && errorId, counted && countId].filter(Boolean).join(' ');

  const shared = {
    className: 'field-input',
    id,
    name,
    value,
    required,
    maxLength,
    'aria-invalid': shownError !== null ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
  return (
    <div className="field" ref={watch}>
      <label htmlFor={id}>{label}</label>
      {rows ? (
        <textarea {...shared} rows={rows} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          {...shared}
          type={type}
          autoComplete={autoComplete}
          min={min}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {counted && (
        <p id={countId} className="field-count">
          {countText({ count: value.length, maxLength })}
        </p>
      )}
      {shownError !== null && (
        <p id={errorId} className="field-error">
          {shownError}
        </p>
      )}
    </div>
  );
}
