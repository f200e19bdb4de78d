/**
 * Checks an HTTP answer against the contract (api/openapi.yaml): the operation is
 * documented, the status is one of its documented statuses, and the JSON body matches
 * the schema (Ajv 2020 with formats; the whole document is registered once, so every
 * $ref resolves). Used by the unit tests (every mock answer) and `npm run contract:check`.
 */
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { findOperation, operationsOf, readContract } from './contract-document.mjs';

export { parseContract } from './contract-document.mjs';

const pointer = (...parts) =>
  parts.map((p) => String(p).replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/** @param doc the parsed document (default: api/openapi.yaml read from disk) */
export function createContractValidator(doc = readContract()) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(doc, 'openapi.json');
  const operations = operationsOf(doc);
  const compiled = new Map();

  const compile = (ref) => {
    if (!compiled.has(ref)) compiled.set(ref, ajv.compile({ $ref: ref }));
    return compiled.get(ref);
  };

  /**
   * The problems of one answer (empty when it keeps the contract).
   * @param {{ method: string, pathname: string, status: number, contentType: string | null, body: string }} answer
   * @returns {{ operation: string | null, problems: string[] }}
   */
  function check({ method, pathname, status, contentType, body }) {
    const op = findOperation(operations, method, pathname);
    if (!op) return { operation: null, problems: [`${method} ${pathname} is not in the contract`] };
    const where = `${op.id} (${method} ${pathname})`;
    let response = op.responses[String(status)];
    let base = `#/paths/${pointer(op.path, op.method.toLowerCase(), 'responses', String(status))}`;
    if (!response)
      return {
        operation: op.id,
        problems: [`${where} answered ${status}, which the contract does not document`],
      };
    if (response.$ref) {
      base = response.$ref;
      response = response.$ref
        .slice(2)
        .split('/')
        .reduce((node, key) => node[key.replaceAll('~1', '/').replaceAll('~0', '~')], doc);
    }
    const media = response.content?.['application/json'];
    if (!media) {
      return {
        operation: op.id,
        problems:
          body.trim() === '' ? [] : [`${where} answered ${status} with a body where the contract has none`],
      };
    }
    if (!contentType?.includes('json')) {
      return {
        operation: op.id,
        problems: [`${where} answered ${status} as ${contentType ?? 'no content type'}, not JSON`],
      };
    }
    let data;
    try {
      data = JSON.parse(body);
    } catch {
      return { operation: op.id, problems: [`${where} answered ${status} with a body that is not JSON`] };
    }
    const validate = compile(`openapi.json${base}/content/application~1json/schema`);
    if (validate(data)) return { operation: op.id, problems: [] };
    return {
      operation: op.id,
      problems: validate.errors.map((e) => `${where} ${status}: ${e.instancePath || 'body'} ${e.message}`),
    };
  }

  return { check, operations };
}
