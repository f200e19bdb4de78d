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
  /** What is wrong with the value, shown under the field; null when nothing is. */
  error?: string | null;
}

/** A labelled text input or message box of the enquiry forms: native, with the form.css look. */
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
  error = null,
}: TextFieldProps) {
  const errorId = `${id}-error`;
  const shared = {
    className: 'field-input',
    id,
    name,
    value,
    required,
    'aria-invalid': error !== null ? true : undefined,
    'aria-describedby': error !== null ? errorId : undefined,
  };
  return (
    <div className="field">
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
      {error !== null && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
