import * as validators from './request-validators.gen';

/** The operations with a JSON request body (their validators are generated from the contract). */
export type OperationWithBody = keyof typeof validators;

interface ValidationError {
  instancePath: string;
  message?: string;
}
type Validator = ((body: unknown) => boolean) & { errors?: ValidationError[] | null };

/**
 * The mock checks every request body against the contract (Ajv, compiled ahead of time
 * by scripts/api/generate.mjs): null when valid, else the `error` text of the 400.
 */
export function bodyProblem(operation: OperationWithBody, body: unknown): string | null {
  const validate = validators[operation] as Validator;
  if (validate(body)) return null;
  const error = validate.errors?.[0];
  const field = error?.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'The request body';
  return `${field} ${error?.message ?? 'is not valid'}.`;
}
