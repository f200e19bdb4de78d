/**
 * npm run api:check: the contract passes `redocly lint` (redocly.yaml), and the files
 * generated from it (scripts/api/generate.mjs) are the ones in the tree: it regenerates
 * them and fails, naming the files, when anything changed. `npm run api:generate` and a
 * commit fix that.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const codegen = createRequire(import.meta.url)('../../api/codegen.config.cjs');
const GENERATED = [
  'src/types/api.gen.ts',
  ...Object.keys(codegen.outputFiles).map((file) => relative(root, resolve(root, 'api', file))),
];

function step(label, command, args) {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    console.error(`api:check: ${label} failed.`);
    process.exit(1);
  }
}

const read = (file) => (existsSync(resolve(root, file)) ? readFileSync(resolve(root, file), 'utf8') : null);

step('redocly lint', `${root}/node_modules/.bin/redocly`, [
  'lint',
  'api/openapi.yaml',
  '--format',
  'summary',
]);
const before = new Map(GENERATED.map((file) => [file, read(file)]));
step('generation', process.execPath, ['scripts/api/generate.mjs']);
const drifted = GENERATED.filter((file) => read(file) !== before.get(file));
if (drifted.length > 0) {
  console.error(
    `api:check: these files were not what api/openapi.yaml generates (now regenerated: review and commit them):\n  ${drifted.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`api:check: the contract passes lint and the ${GENERATED.length} generated files match it.`);
