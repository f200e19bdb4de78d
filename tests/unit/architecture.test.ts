// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The house's boundaries (eslint.config.js, docs/architecture.md 'Layers'): a planted violation
 * fails lint, an allowed import passes, and the folders of src/ import each other
 * without a cycle.
 */
const eslint = new ESLint();
const boundaryErrors = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
};

describe('lint enforces the boundaries', () => {
  it.each<[string, string, string]>([
    [
      'shared UI importing a feature',
      'src/components/planted.ts',
      "import { emailsLoaded } from '../features/email-centre/email-centre-slice';",
    ],
    ['config importing the app', 'src/config/planted.ts', "import { makeStore } from '../app/store';"],
    [
      'a feature reaching into another',
      'src/features/email-centre/planted.ts',
      "import { usersLoaded } from '../users/managed-users-slice';",
    ],
    [
      "a feature using another feature's public entry the product rules do not link",
      'src/features/email-centre/planted.ts',
      "import { ManageUsers } from '../users/public';",
    ],
    [
      "the dashboard past a feature's public entry",
      'src/features/dashboard/planted.ts',
      "import { ManageUsers } from '../users/manage-users';",
    ],
    [
      "a feature importing the app's wiring",
      'src/features/users/planted.ts',
      "import { makeStore } from '../../app/store';",
    ],
    [
      'the console frame importing a feature',
      'src/console/planted.ts',
      "import { useEnsureEmailsLoaded } from '../features/email-centre/public';",
    ],
    [
      'the session importing the console',
      'src/session/planted.ts',
      "import { demoDataReset } from '../console/console-actions';",
    ],
    [
      'the store kit importing the app at run time',
      'src/store/planted.ts',
      "import { makeStore } from '../app/store';",
    ],
  ])('fails on %s', async (_name, filePath, code) => {
    expect(await boundaryErrors(filePath, `${code}\nexport const planted = 1;\n`)).not.toEqual([]);
  });

  it.each<[string, string, string]>([
    [
      'a feature using the store kit and shared code',
      'src/features/users/planted.ts',
      "import { api } from '../../store/api';\nimport { PATHS } from '../../config/paths';",
    ],
    [
      "the dashboard using the email centre's public entry",
      'src/features/dashboard/planted.ts',
      "import { useEnsureEmailsLoaded } from '../email-centre/public';",
    ],
    [
      'the public site filing an enquiry',
      'src/features/public-site/planted.ts',
      "import { enquiryReceived } from '../contact-submissions/public-enquiry';",
    ],
    [
      "the store kit typing its hooks with the app's store",
      'src/store/planted.ts',
      "import type { RootState } from '../app/store';",
    ],
    [
      'the app wiring a feature',
      'src/app/planted.ts',
      "import { emailsLoaded } from '../features/email-centre/email-centre-slice';",
    ],
  ])('passes %s', async (_name, filePath, code) => {
    expect(await boundaryErrors(filePath, `${code}\nexport const planted = 1;\n`)).toEqual([]);
  });
});

/** src/ files (not tests) and the folders (features one by one) they import at run time. */
function folderGraph(): Map<string, Set<string>> {
  const root = join(import.meta.dirname, '../../src');
  const folderOf = (file: string) => {
    const parts = relative(root, file).split('/');
    if (parts.length === 1) return 'app'; // main.tsx, entry-prerender.tsx
    return parts[0] === 'features' ? `features/${parts[1]}` : parts[0]!;
  };
  const graph = new Map<string, Set<string>>();
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  for (const file of walk(root).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))) {
    const code = readFileSync(file, 'utf8');
    // Run-time imports only: `import type` is erased and couples nothing at run time.
    for (const [, spec] of code.matchAll(
      /(?:^|\n)\s*(?:import(?! type)[^'"]*?from\s*|import\s*\(\s*|export[^'"]*?from\s*)['"](\.[^'"]+)['"]/g,
    )) {
      const target = normalize(join(dirname(file), spec!));
      if (!target.startsWith(root)) continue;
      const [from, to] = [folderOf(file), folderOf(target)];
      if (from !== to) graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
}

describe('the import graph of src/', () => {
  it('has no cycle between folders', () => {
    const graph = folderGraph();
    const cycles: string[] = [];
    const visit = (node: string, path: string[]) => {
      if (path.includes(node)) {
        cycles.push([...path.slice(path.indexOf(node)), node].join(' -> '));
        return;
      }
      for (const next of graph.get(node) ?? []) visit(next, [...path, node]);
    };
    for (const node of graph.keys()) visit(node, []);
    expect(cycles).toEqual([]);
    // The graph is real: the app wires features, features build on the store kit.
    expect(graph.get('app')).toContain('features/email-centre');
    expect(graph.get('features/email-centre')).toContain('store');
  });
});
