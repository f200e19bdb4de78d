/**
 * The contract (api/openapi.yaml) as data, shared by the generators, the unit tests'
 * response validation and `npm run contract:check`.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** The parsed OpenAPI document (the unit tests import the text through Vite and parse it). */
export function readContract() {
  return parseContract(
    // From the module's own path as a string: in a test's DOM environment `URL` is jsdom's.
    readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../api/openapi.yaml'), 'utf8'),
  );
}

/** The document from its YAML text. */
export function parseContract(text) {
  return parse(text);
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete'];

/**
 * Every operation: method, path template, a RegExp matching concrete paths, the roles
 * that may call it (`x-roles`; null where any caller may), the request body schema's
 * $ref (if any) and the documented statuses.
 */
export function operationsOf(doc) {
  const operations = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const pattern = new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
      operations.push({
        id: op.operationId,
        method: method.toUpperCase(),
        path,
        pattern,
        tags: op.tags ?? [],
        secured: (op.security ?? doc.security ?? []).length > 0,
        roles: op['x-roles'] ?? null,
        requestSchema: op.requestBody?.content?.['application/json']?.schema ?? null,
        responses: op.responses,
      });
    }
  }
  return operations;
}

/** The operation a request matches (method and concrete path), or undefined. */
export function findOperation(operations, method, pathname) {
  return operations.find((op) => op.method === method.toUpperCase() && op.pattern.test(pathname));
}
