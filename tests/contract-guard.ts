import type { SetupServer } from 'msw/node';
import contractText from '../api/openapi.yaml?raw';
import { createContractValidator, parseContract } from '../scripts/api/contract-validator.mjs';

/**
 * The contract holds at run time (product rules, 'The API contract'): every answer the mock
 * API gives in the unit tests is checked against api/openapi.yaml; the test setup fails
 * the test that got a violation, or a request to an undocumented path. The validator is
 * built on the first answer, so a file that never calls the API never pays for it.
 */
let contract: ReturnType<typeof createContractValidator> | undefined;
const pending: Promise<void>[] = [];
const violations: string[] = [];

export function guardContract(server: SetupServer): void {
  server.events.on('response:mocked', ({ request, response }) => {
    if (response.type === 'error') return; // a dropped network: no answer to check
    pending.push(
      (async () => {
        const { pathname } = new URL(request.url);
        const body = await response.clone().text();
        contract ??= createContractValidator(parseContract(contractText));
        const { problems } = contract.check({
          method: request.method,
          pathname,
          status: response.status,
          contentType: response.headers.get('content-type'),
          body,
        });
        violations.push(...problems);
      })(),
    );
  });
}

/** The violations since the last call (each test's afterEach takes them). */
export async function takeContractViolations(): Promise<string[]> {
  await Promise.all(pending.splice(0));
  return violations.splice(0);
}
