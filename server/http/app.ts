import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { CONTRACT_OPERATIONS, contractDocument, problemText } from '../contract';
import type { Database } from '../db/database';
import { tableStore } from '../db/table-store';
import { createDatasets, datasetOf, DEMO_DATASET, PRODUCTION_DATASET } from '../datasets';
import { inTransaction } from '../domain/context';
import { DATA_VERSIONS_HEADER, formatMovedVersions } from '../../src/lib/moved-versions';
import { dataVersions } from '../domain/data-versions';
import { accountForToken } from '../domain/sessions';
import { FORBIDDEN, NOT_FOUND, SERVER_ERROR, UNAUTHORISED, type Answer, type Operation } from './operation';
import { OPERATIONS } from './operations';

export interface ServerOptions {
  database: Database;
  /** Demo mode: the `/api/demo/*` operations, the `kpm-dataset` cookie, the simulator's switches. */
  demo: boolean;
  /** Log each request (the standalone server); quiet in tests. */
  logger?: boolean;
  /**
   * The public site's origin (`https://…`, no path), for the links in the emails the server
   * sends; absent, a link is a path the app resolves on its own public origin (the demo).
   * Never taken from a request's headers: anyone could name another site there.
   */
  publicUrl?: string;
}

/** Photos travel as data URLs: three scaled photos and their JSON fit well within this. */
const BODY_LIMIT_BYTES = 30 * 1024 * 1024;

/** The NUL character, which no text of the database can hold (PostgreSQL refuses it). */
const NUL = '\u0000';
const NUL_FOUND = new Error('The request body may not contain the character U+0000.');
/** JSON.parse's reviver: refuses a key or a text with a NUL in it. */
const withoutNul = (key: string, value: unknown): unknown => {
  if (key.includes(NUL) || (typeof value === 'string' && value.includes(NUL))) throw NUL_FOUND;
  return value;
};

const bearerToken = (header: string | undefined): string | null =>
  /^Bearer\s+(\S.*)$/i.exec(header ?? '')?.[1]?.trim() || null;

/**
 * The API server (docs/api-server.md): Fastify, with its routes, path and query checks taken
 * from api/openapi.yaml by fastify-openapi-glue, and each operation of operations/ run in one
 * transaction of the request's data set. Every answer is JSON; an unknown route, a malformed
 * request or a failure answers the contract's `{ error }` body, never a stack trace.
 */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const { database, demo } = options;
  const publicUrl = options.publicUrl ? new URL(options.publicUrl).origin : null;
  const datasets = createDatasets(database);
  const app = Fastify({
    logger: options.logger ? { level: 'info' } : false,
    bodyLimit: BODY_LIMIT_BYTES,
    // Behind nginx (serve:prod) the client's address comes in X-Forwarded-For.
    trustProxy: '127.0.0.1',
    ajv: { customOptions: { strict: false, coerceTypes: 'array', removeAdditional: false } },
    // An address the router refuses (a bad escape, a path part over 100 characters): the contract's { error } body too.
    frameworkErrors: (failure, _request, reply) => {
      void (reply as FastifyReply)
        .code(failure.statusCode ?? 400)
        .send({ error: 'The address is not valid.' });
    },
  });

  // An empty body is no body; a body that is not JSON is the client's mistake (400), and so
  // is a NUL character, which no text in the database can hold.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    if (typeof text !== 'string' || text.trim() === '') return done(null, undefined);
    let body: unknown;
    try {
      body = JSON.parse(text, withoutNul);
    } catch (failure) {
      const message = failure === NUL_FOUND ? NUL_FOUND.message : 'The request body is not valid JSON.';
      return done(Object.assign(new Error(message), { statusCode: 400 }), undefined);
    }
    done(null, body);
  });

  // The operations check request bodies themselves (their own words first, then the
  // contract's schema: server/contract.ts); answers are checked by the tests, not rewritten.
  app.addHook('onRoute', (route) => {
    const schema = route.schema as Record<string, unknown> | undefined;
    if (schema) {
      delete schema.body;
      delete schema.response;
    }
  });

  app.setErrorHandler((failure: FastifyError, request, reply) => {
    if (failure.validation) {
      const where = failure.validationContext === 'querystring' ? 'The query' : 'The path';
      return reply.code(400).send({ error: problemText(failure.validation[0], where) });
    }
    const status = failure.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const text = status === 413 ? 'The request is too large.' : failure.message;
      return reply.code(status).send({ error: text });
    }
    request.log.error(failure);
    return reply.code(500).send(SERVER_ERROR);
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(NOT_FOUND));

  /** The header naming what a change moved, readable by a page on another origin too. */
  const movedHeaders = (moved: string): Record<string, string> => ({
    [DATA_VERSIONS_HEADER]: moved,
    'Access-Control-Expose-Headers': DATA_VERSIONS_HEADER,
  });

  const dataset = (request: FastifyRequest): string =>
    demo ? datasetOf(request.headers.cookie) : PRODUCTION_DATASET;

  function route(operationId: string, operation: Operation) {
    const contract = CONTRACT_OPERATIONS.get(operationId);
    if (!contract) throw new Error(`${operationId} is not in the contract.`);
    const demoOnly = contract.tags.includes('demo');
    return async (request: FastifyRequest): Promise<Answer> => {
      if (demoOnly && !demo) return { status: 404, body: NOT_FOUND };
      // No record's id holds a NUL (and the database cannot compare one).
      const params = Object.values((request.params ?? {}) as Record<string, string>);
      if (params.some((value) => value.includes(NUL))) return { status: 404, body: NOT_FOUND };
      const name = dataset(request);
      const schema = await datasets.ready(name);
      return database.transaction(schema, (sql) =>
        inTransaction({ sql, store: tableStore(sql) }, async () => {
          const token = bearerToken(request.headers.authorization);
          let account = null;
          if (contract.secured) {
            account = (await accountForToken(token)) ?? null;
            if (!account) return { status: 401, body: UNAUTHORISED };
            if (contract.roles && !contract.roles.includes(account.user.role)) {
              return { status: 403, body: FORBIDDEN };
            }
          }
          // A change's answer names the data versions it moved (docs/api-server.md, 'Live data').
          const before = request.method === 'GET' ? null : await dataVersions();
          const answer = await operation({
            params: (request.params ?? {}) as Record<string, string>,
            query: (request.query ?? {}) as Record<string, unknown>,
            body: request.body,
            headers: request.headers,
            token,
            account,
            demo,
            ip: request.ip,
            dataset: name,
            publicUrl,
          });
          const moved =
            before && answer.status < 400 ? formatMovedVersions(before, await dataVersions()) : null;
          return moved ? { ...answer, headers: { ...answer.headers, ...movedHeaders(moved) } } : answer;
        }),
      );
    };
  }

  await app.register(openapiGlue, {
    specification: contractDocument,
    operationResolver: (operationId: string) => {
      const operation = OPERATIONS[operationId as keyof typeof OPERATIONS] as Operation | undefined;
      if (!operation) throw new Error(`The server has no operation ${operationId} (server/http/operations).`);
      const answer = route(operationId, operation);
      return async (request: FastifyRequest, reply: import('fastify').FastifyReply) => {
        const { status, body, headers } = await answer(request);
        reply.code(status);
        if (headers) reply.headers(headers);
        return body === undefined ? reply.send() : reply.send(body);
      };
    },
  });
  // The default data set is created, migrated and seeded before the server answers anyone,
  // so the first visitor does not wait for it (docs/api-server.md, 'Data sets').
  await datasets.ready(demo ? DEMO_DATASET : PRODUCTION_DATASET);
  return app;
}
