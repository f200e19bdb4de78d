import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { operationsOf, readContract } from '../scripts/api/contract-document.mjs';
import { tooLongText } from '../src/lib/text-limits';
import type { Role } from '../src/types/user';

/**
 * The contract (api/openapi.yaml) as the server reads it at start (docs/api-server.md,
 * 'Contract first'): the routes and who may call each (fastify-openapi-glue builds the routes
 * and checks paths and queries from it: http/app.ts), and the request bodies' validators,
 * compiled from the same schemas.
 */
export const contractDocument = readContract() as {
  paths: Record<string, unknown>;
  components: { schemas: Record<string, unknown> };
};

export interface ContractOperation {
  id: string;
  method: string;
  path: string;
  tags: string[];
  /** Whether a bearer token is required. */
  secured: boolean;
  /** Who may call it (`x-roles`), or null for anyone the security lets in. */
  roles: Role[] | null;
  requestSchema: unknown;
}

export const CONTRACT_OPERATIONS: ReadonlyMap<string, ContractOperation> = new Map(
  (operationsOf(contractDocument) as ContractOperation[]).map((op) => [op.id, op]),
);

// String lengths count UTF-16 units, as the browser's maxLength does.
const ajv = new Ajv2020({ strict: false, allErrors: false, unicode: false, logger: false });
addFormats(ajv);
ajv.addSchema(contractDocument, 'openapi.json');

/** '#/components/schemas/X' becomes 'openapi.json#/components/schemas/X', so $refs resolve in the document. */
const anchored = (schema: unknown): unknown =>
  JSON.parse(JSON.stringify(schema).replace(/"\$ref":"#\//g, '"$ref":"openapi.json#/'));

const bodyValidators = new Map<string, ValidateFunction>();
function bodyValidator(operationId: string): ValidateFunction | null {
  const op = CONTRACT_OPERATIONS.get(operationId);
  if (!op?.requestSchema) return null;
  let validate = bodyValidators.get(operationId);
  if (!validate) {
    validate = ajv.compile(anchored(op.requestSchema) as object);
    bodyValidators.set(operationId, validate);
  }
  return validate;
}

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
 * A validation error as the 400's text: 'Message must be at most 5,000 characters.' for a
 * text over its limit (as the forms say it), else '<field> <what is wrong>.'.
 */
export function problemText(error: Pick<ErrorObject, 'instancePath' | 'keyword' | 'params' | 'message'> | undefined, whole = 'The request body'): string {
  const field = error?.instancePath.replace(/^\//, '').replaceAll('/', '.') || whole;
  const limit = (error?.params as { limit?: unknown } | undefined)?.limit;
  if (error?.keyword === 'maxLength' && typeof limit === 'number') {
    return tooLongText(FIELD_LABELS[field] ?? field, limit);
  }
  return `${field} ${error?.message ?? 'is not valid'}.`;
}

/**
 * Null when the body matches the operation's request schema, else the 400's text. The
 * operations check their own rules first, in the words the app's forms use, then this.
 */
export function bodyProblem(operationId: string, body: unknown): string | null {
  const validate = bodyValidator(operationId);
  if (!validate) throw new Error(`${operationId} has no request body in the contract.`);
  return validate(body) ? null : problemText(validate.errors?.[0]);
}
