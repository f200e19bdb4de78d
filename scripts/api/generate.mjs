/**
 * Generates everything that comes from the contract (api/openapi.yaml):
 *   - src/types/api.gen.ts: the schemas as TypeScript types (openapi-typescript), used by
 *     the slices, the mock API (openapi-msw) and the tests;
 *   - src/**\/*-api.gen.ts: the RTK Query endpoints (@rtk-query/codegen-openapi,
 *     api/codegen.config.cjs), injected into the one api of src/store/api.ts.
 * The server reads the contract itself at start (server/contract.ts): nothing generated.
 * Run by `npm run api:generate`; `npm run api:check` runs it and fails on drift.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

function run(command, args) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    throw new Error(`${command} ${args.join(' ')} failed`);
  }
}

const bin = (name) => `${root}/node_modules/.bin/${name}`;

run(bin('openapi-typescript'), [
  'api/openapi.yaml',
  '--output',
  'src/types/api.gen.ts',
  '--root-types',
  '--root-types-no-schema-prefix',
]);
run(bin('rtk-query-codegen-openapi'), ['api/codegen.config.cjs']);

console.log(
  'Generated from api/openapi.yaml: src/types/api.gen.ts, src/**/*-api.gen.ts',
);
