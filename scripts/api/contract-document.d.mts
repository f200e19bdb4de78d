/** Types of contract-document.mjs (the contract as data). */
export function readContract(): unknown;
export function parseContract(text: string): unknown;
export function operationsOf(doc: unknown): {
  id: string;
  method: string;
  path: string;
  pattern: RegExp;
  tags: string[];
  secured: boolean;
  roles: string[] | null;
  requestSchema: unknown;
  responses: Record<string, unknown>;
}[];
export function findOperation(
  operations: ReturnType<typeof operationsOf>,
  method: string,
  pathname: string,
): ReturnType<typeof operationsOf>[number] | undefined;
