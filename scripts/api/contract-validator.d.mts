export interface ContractAnswer {
  method: string;
  pathname: string;
  status: number;
  contentType: string | null;
  body: string;
}

/** One operation of the contract (scripts/api/contract-document.mjs). */
export interface ContractOperation {
  id: string;
  method: string;
  path: string;
  tags: string[];
  secured: boolean;
  /** `x-roles`: who may call it; null where the contract names none. */
  roles: string[] | null;
  /** The JSON request body's schema (a $ref), or null. */
  requestSchema: unknown;
  responses: Record<string, unknown>;
}

export interface ContractValidator {
  check(answer: ContractAnswer): { operation: string | null; problems: string[] };
  operations: ContractOperation[];
}

export function createContractValidator(doc?: unknown): ContractValidator;

/** The OpenAPI document from its YAML text. */
export function parseContract(text: string): unknown;
