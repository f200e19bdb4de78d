import { tooLongText } from '../../src/lib/text-limits';
import * as validators from './request-validators.gen';

/** The operations with a JSON request body (their validators are generated from the contract). */
export type OperationWithBody = keyof typeof validators;

interface ValidationError {
  instancePath: string;
  keyword?: string;
  params?: { limit?: number };
  message?: string;
}
type Validator = ((body: unknown) => boolean) & { errors?: ValidationError[] | null };

/** How a refused long text names its field (product rules, 'Long input'). */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  fullName: 'Name',
  name: 'Name',
  email: 'Email',
  to: 'To',
  subject: 'Subject',
  body: 'Message',
  message: 'Message',
};

/**
 * The mock checks every request body against the contract (Ajv, compiled ahead of time
 * by scripts/api/generate.mjs): null when valid, else the `error` text of the 400. A text
 * over its length limit reads as the forms say it: 'Message must be at most 5,000 characters.'
 */
export function bodyProblem(operation: OperationWithBody, body: unknown): string | null {
  const validate = validators[operation] as Validator;
  if (validate(body)) return null;
  const error = validate.errors?.[0];
  const field = error?.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'The request body';
  if (error?.keyword === 'maxLength' && typeof error.params?.limit === 'number') {
    return tooLongText(FIELD_LABELS[field] ?? field, error.params.limit);
  }
  return `${field} ${error?.message ?? 'is not valid'}.`;
}
