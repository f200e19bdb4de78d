export interface ContractAnswer {
  method: string;
  pathname: string;
  status: number;
  contentType: string | null;
  body: string;
}

export interface ContractValidator {
  check(answer: ContractAnswer): { operation: string | null; problems: string[] };
}

export function createContractValidator(doc?: unknown): ContractValidator;

/** The OpenAPI document from its YAML text. */
export function parseContract(text: string): unknown;
