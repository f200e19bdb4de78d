// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The repository explains itself only while what it says is true: a comment, the README or
 * docs/ that names a file which moved or went away sends the reader nowhere, and a citation
 * of the product rules (docs/product-rules.md), in a comment or a test's title, must name a
 * section that is there.
 *
 * What is read: the comments of every source file of the repository (TypeScript and
 * JavaScript through TypeScript's own parser, so strings, regular expressions and JSX text
 * are not comments; CSS block comments; HTML comments; `#` comments of shell, nginx, env and
 * ignore files) and the whole text of every Markdown and YAML file (the README, docs/, the
 * contract's descriptions). The files of public/ (the site's assets and MSW's vendored
 * worker) and JSON files (no comments) are not read.
 *
 * What "names a path" means: a run of letters, digits and `_ . - / *` that does not follow
 * another such character or `@ : ~ $ \` (so URLs, package names and `${...}` templates are
 * out) and starts with a letter, `_` or `.` (so /login, /usr/bin and 418/423 are out), with
 * trailing full stops dropped, and that
 * - holds a `/` and ends in a file extension of the repository (`.ts`, `.mjs`, `.md`, ...:
 *   EXTENSIONS), or ends in `/` (a folder); or
 * - holds no `/` and is a top-level tool file name (`package.json`, `vite.config.ts`,
 *   `playwright.config.ts`, ...: TOOL_FILE).
 * Not paths: a run followed by `<`, `{`, `[`, `$` or `…` (a template, such as the build's
 * `<outDir>/<path>/index.html`, or an elided name such as the action type `api/login/…`),
 * and one whose first folder is git-ignored (dist, node_modules, the API server's data:
 * .gitignore), which the repository does not hold.
 *
 * How a path resolves: when its first folder is a top-level folder of the repository (src,
 * mocks, scripts, tests, docs, ...) it is read from the repository's root and must be a file
 * (or, ending in `/`, a folder) there. Otherwise it is a path relative to some folder, as in
 * `app/api-gate.tsx` or `../store/api.ts`: after any leading `./` and `../`, some file of
 * the repository must end with it (a whole folder or file name at each `/`). A tool file
 * name must be some file's name. `*` and `**` are globs that must match at least one file.
 * The files are those git knows, tracked or new and not ignored.
 */

const ROOT = join(import.meta.dirname, '../..');

/** File extensions a named path may end in (the repository's own, and the assets it ships). */
const EXTENSIONS = [
  'ts', 'tsx', 'mts', 'cts', 'js', 'jsx', 'mjs', 'cjs', 'json', 'css', 'md', 'yaml', 'yml', 'html',
  'webp', 'png', 'jpg', 'svg', 'mp4', 'webm', 'txt', 'conf', 'template', 'sh',
]; // prettier-ignore
const HAS_EXTENSION = new RegExp(`\\.(?:${EXTENSIONS.join('|')})$`);
const TOOL_FILE =
  /^(?:[\w-]+\.config\.[cm]?[jt]s|package(?:-lock)?\.json|tsconfig(?:\.[\w-]+)?\.json|README\.md|index\.html|redocly\.yaml|\.prettierrc|\.prettierignore|\.gitignore)$/;
/** A candidate: a maximal run of path characters (see above). */
const CANDIDATE = /(?<![\w.*/@:~$\\-])[\w.*/-]+/g;

export interface RepoIndex {
  files: ReadonlySet<string>;
  folders: ReadonlySet<string>;
  /** The top-level folders, e.g. 'src'. */
  topFolders: ReadonlySet<string>;
  /** Whether a first folder is git-ignored (dist, dist-demo, node_modules, .data, ...). */
  ignored: (segment: string) => boolean;
  /** What `resolves` answered, by path. */
  resolved: Map<string, boolean>;
}

function gitFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(out.split('\0').filter(Boolean))].filter((file) => existsSync(join(ROOT, file)));
}

const globSource = (glob: string): string =>
  glob
    .split(/(\*\*\/|\*)/)
    .map((part) =>
      part === '**/' ? '(?:[^/]+/)*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');

/** The simple patterns of .gitignore (no slash inside) as a test of a first folder. */
function ignoredSegments(): (segment: string) => boolean {
  const patterns = readFileSync(join(ROOT, '.gitignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim().replace(/^\/|\/$/g, ''))
    .filter((line) => line !== '' && !line.startsWith('#') && !line.startsWith('!') && !line.includes('/'))
    .map((pattern) => new RegExp(`^${globSource(pattern)}$`));
  return (segment) => segment === '.git' || patterns.some((p) => p.test(segment));
}

export function buildIndex(files: readonly string[], ignored: (segment: string) => boolean): RepoIndex {
  const folders = new Set<string>();
  for (const file of files) {
    const parts = file.split('/');
    for (let i = 1; i < parts.length; i += 1) folders.add(`${parts.slice(0, i).join('/')}/`);
  }
  const topFolders = new Set(
    [...folders].filter((f) => f.indexOf('/') === f.length - 1).map((f) => f.slice(0, -1)),
  );
  return { files: new Set(files), folders, topFolders, ignored, resolved: new Map() };
}

// ---- Comments ----

export interface TextPart {
  /** Offset of the part in its file. */
  at: number;
  text: string;
}

function scriptComments(path: string, text: string): TextPart[] {
  const kind = path.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : /\.[cm]?jsx?$/.test(path)
      ? ts.ScriptKind.JSX
      : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, kind);
  const parts = new Map<number, TextPart>();
  // Every comment is trivia before a token (the end of the file included): on the token's
  // line before it, or on the lines above. JSX text is no token with trivia: `// x`
  // between tags is shown, not a comment.
  const visit = (node: ts.Node): void => {
    if (ts.isTokenKind(node.kind)) {
      if (node.kind === ts.SyntaxKind.JsxText) return;
      const at = node.getFullStart();
      const ranges = [
        ...(ts.getTrailingCommentRanges(text, at) ?? []),
        ...(ts.getLeadingCommentRanges(text, at) ?? []),
      ];
      for (const range of ranges)
        parts.set(range.pos, { at: range.pos, text: text.slice(range.pos, range.end) });
      return;
    }
    // A JSDoc comment's parsed parts lie inside the comment, which the token after it holds.
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) return;
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...parts.values()];
}

const matches = (text: string, pattern: RegExp): TextPart[] =>
  [...text.matchAll(pattern)].map((m) => ({ at: m.index, text: m[0] }));

/** `#` at the start of a line or after a space, to the end of the line. */
const hashComments = (text: string): TextPart[] => matches(text, /(?<=^|\s)#.*$/gm);

/** What of a file is read (see the top of this file), by its name. */
export function readableParts(path: string, text: string): TextPart[] {
  switch (kindOf(path)) {
    case 'script':
      return scriptComments(path, text);
    case 'css':
      return matches(text, /\/\*[\s\S]*?\*\//g);
    case 'html':
      return matches(text, /<!--[\s\S]*?-->/g);
    case 'document':
      return [{ at: 0, text }];
    case 'hash':
      return hashComments(text);
    default:
      return [];
  }
}

/** How a file is read, by its name; null: not at all (JSON, images, ...). */
function kindOf(path: string): 'script' | 'css' | 'html' | 'document' | 'hash' | null {
  const name = basename(path);
  if (/\.(?:[cm]?[jt]sx?|d\.mts)$/.test(name)) return 'script';
  if (name.endsWith('.css')) return 'css';
  if (name.endsWith('.html')) return 'html';
  // Markdown, and the YAML of the contract and its lint rules, are documentation throughout.
  if (/\.(?:md|ya?ml)$/.test(name)) return 'document';
  if (/\.(?:conf|template|sh)$/.test(name) || /^\.(?:env|gitignore|prettierignore)/.test(name)) return 'hash';
  return path === '.ci/run' ? 'hash' : null;
}

// ---- Paths ----

/** The paths a text names (see the top of this file), with their offsets. */
export function namedPaths(text: string, index: RepoIndex): { path: string; at: number }[] {
  const named: { path: string; at: number }[] = [];
  for (const match of text.matchAll(CANDIDATE)) {
    // A diff's file header names `a/<path>` and `b/<path>`.
    const diffHeader = /(?:^|\n)(?:---|\+\+\+) $/.test(text.slice(Math.max(0, match.index - 5), match.index));
    const path = match[0].replace(/\.+$/, '').replace(diffHeader ? /^[ab]\// : /^$/, '');
    const next = text[match.index + match[0].length] ?? '';
    if (!/^[A-Za-z_.]/.test(path) || /[<{[$…]/.test(next)) continue;
    if (!path.includes('/')) {
      if (TOOL_FILE.test(path)) named.push({ path, at: match.index });
      continue;
    }
    if (!HAS_EXTENSION.test(path) && !path.endsWith('/')) continue;
    if (index.ignored(path.replace(/^(?:\.\.?\/)+/, '').split('/')[0]!)) continue;
    named.push({ path, at: match.index });
  }
  return named;
}

/** Whether a named path is a file (or a folder) of the repository (see the top of this file). */
export function resolves(path: string, index: RepoIndex): boolean {
  const known = index.resolved.get(path);
  if (known !== undefined) return known;
  const found = lookUp(path, index);
  index.resolved.set(path, found);
  return found;
}

function lookUp(path: string, index: RepoIndex): boolean {
  if (!path.includes('/')) return [...index.files].some((file) => basename(file) === path);
  const relative = path.replace(/^(?:\.\.?\/)+/, '');
  const fromRoot = relative === path && index.topFolders.has(path.split('/')[0]!);
  const pattern = new RegExp(`${fromRoot ? '^' : '(?:^|/)'}${globSource(relative)}$`);
  return [...(path.endsWith('/') ? index.folders : index.files)].some((entry) => pattern.test(entry));
}

const lineAt = (text: string, offset: number): number => text.slice(0, offset).split('\n').length;

/** Every named path of one file that does not resolve, as `file:line path`. */
export function stalePaths(
  file: string,
  text: string,
  index: RepoIndex,
  parts: TextPart[] = readableParts(file, text),
): string[] {
  return parts.flatMap((part) =>
    namedPaths(part.text, index)
      .filter(({ path }) => !resolves(path, index))
      .map(({ path, at }) => `${file}:${lineAt(text, part.at + at)} ${path}`),
  );
}

// ---- Citations of the product rules ----

const RULES = 'docs/product-rules.md';

/** GitHub's anchor of a heading: lower case, punctuation dropped, each space a hyphen. */
export const anchorOf = (heading: string): string =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** Comment text with its line breaks and comment marks folded into spaces. */
const flattened = (text: string): string => text.replace(/\s*\n\s*(?:\*(?!\/)|\/\/|#)?\s*/g, ' ');

/**
 * The sections a text cites, in either style: `(product rules, 'Sessions')` (more than one:
 * `'Sessions' and 'Email centre'`) or a link to `docs/product-rules.md#sessions`.
 */
export function citedSections(text: string): { names: string[]; anchors: string[] } {
  const flat = flattened(text);
  const names = [...flat.matchAll(/product rules,\s*((?:'[^']+'(?:\s*(?:,|;|and)\s*)?)+)/g)].flatMap((m) =>
    [...m[1]!.matchAll(/'([^']+)'/g)].map((q) => q[1]!),
  );
  const anchors = [...flat.matchAll(/product-rules\.md#([\w-]+)/g)].map((m) => m[1]!);
  return { names, anchors };
}

/** Citations in a file's parts of a section that `headings` does not hold, as `file: 'name'` or `file: #anchor`. */
export function wrongCitations(file: string, parts: TextPart[], headings: readonly string[]): string[] {
  const anchors = new Set(headings.map(anchorOf));
  return parts.flatMap((part) => {
    const cited = citedSections(part.text);
    return [
      ...cited.names.filter((name) => !headings.includes(name)).map((name) => `${file}: '${name}'`),
      ...cited.anchors.filter((anchor) => !anchors.has(anchor)).map((anchor) => `${file}: #${anchor}`),
    ];
  });
}

// ---- The repository ----

const index = buildIndex(gitFiles(), ignoredSegments());
const readFiles = [...index.files]
  .filter((file) => !file.startsWith('public/') && kindOf(file) !== null)
  .map((file) => {
    const text = readFileSync(join(ROOT, file), 'utf8');
    return { file, text, parts: readableParts(file, text) };
  });

describe('what "names a path" means', () => {
  it.each<[string, string, string, string[]]>([
    ['an existing file, from the root', 'x.ts', '// see src/app/router.tsx.', []],
    [
      'a fake file, from the root',
      'x.ts',
      '// see src/app/no-such-module.ts',
      ['x.ts:1 src/app/no-such-module.ts'],
    ],
    [
      'a fake folder',
      'x.ts',
      '/** the scripts/no-such-folder/ scripts */',
      ['x.ts:1 scripts/no-such-folder/'],
    ],
    ['a fake top-level folder', 'x.md', 'in `no-such-folder/readme.md`', ['x.md:1 no-such-folder/readme.md']],
    ['a module path that some file ends with', 'x.ts', '// app/api-gate.tsx, ../store/api.ts', []],
    ['a module path that no file ends with', 'x.ts', '// app/api.ts', ['x.ts:1 app/api.ts']],
    ['half a file name is not a match', 'x.ts', '// pp/api-gate.tsx', ['x.ts:1 pp/api-gate.tsx']],
    ['a glob with a match', 'x.ts', '// src/**/*-api.gen.ts', []],
    ['a glob without one', 'x.ts', '// tests/e2e/*.nothing.ts', ['x.ts:1 tests/e2e/*.nothing.ts']],
    ['a tool file that is not there', 'x.mjs', '/* vitest.config.ts */', ['x.mjs:1 vitest.config.ts']],
    ['a tool file elsewhere in the tree', 'x.mjs', '/* playwright.config.ts */', []],
    ['on the line it is on', 'x.ts', 'const a = 1;\n\n// src/nothing.ts', ['x.ts:3 src/nothing.ts']],
    ['a string is not a comment', 'x.ts', "const p = 'src/nothing.ts';", []],
    ['a regular expression is not a comment', 'x.ts', 'const r = /\\/\\/ src\\/nothing.ts/;', []],
    ['JSX text is not a comment', 'x.tsx', 'const e = <p>// src/nothing.ts</p>;', []],
    ['a JSX comment is one', 'x.tsx', 'const e = <p>{/* src/nothing.ts */}</p>;', ['x.tsx:1 src/nothing.ts']],
    ['a CSS comment', 'x.css', '/* src/nothing.css */ a { color: red; }', ['x.css:1 src/nothing.css']],
    ['a shell comment', '.ci/run', 'echo "#x"\n# scripts/nothing.mjs', ['.ci/run:2 scripts/nothing.mjs']],
    [
      'YAML, all of it',
      'x.yaml',
      'a: src/nothing.ts # src/nothing.yaml',
      ['x.yaml:1 src/nothing.ts', 'x.yaml:1 src/nothing.yaml'],
    ],
    [
      'an nginx comment, not its directives',
      'x.conf',
      'root src/nothing/;\n# src/nothing.conf',
      ['x.conf:2 src/nothing.conf'],
    ],
    ['an address path', 'x.ts', '// GET /api/admin/emails, /src/nothing.ts', []],
    ['a URL', 'x.ts', '// https://example.com/src/nothing.ts', []],
    ['an action type (no extension)', 'x.ts', '// api/login/pending', []],
    ['a package name', 'x.ts', '// @playwright/test, react-dom/client', []],
    ['the build output and the data (git-ignored)', 'x.md', '`dist/.hosting/csp.json`, `.data/demo/`', []],
    ['a template', 'x.md', '`dist-x/<path>/index.html`, `src/{a,b}.ts`', []],
    [
      'a diff header',
      'x.md',
      '--- a/src/config/paths.ts\n+++ b/src/config/nowhere.ts',
      ['x.md:2 src/config/nowhere.ts'],
    ],
  ])('%s', (_name, file, text, expected) => {
    expect(stalePaths(file, text, index)).toEqual(expected);
  });
});

describe('comments, the README and docs/ name only paths that exist', () => {
  it('reads the source, the README and the docs', () => {
    const read = readFiles.map((f) => f.file);
    for (const file of [
      'README.md',
      'src/main.tsx',
      'server/domain/db.ts',
      'scripts/bench.mjs',
      'vite.config.ts',
      '.ci/run',
    ])
      expect(read).toContain(file);
    expect(read.some((file) => file.startsWith('docs/'))).toBe(true);
  });

  it('every named path resolves', () => {
    expect(readFiles.flatMap(({ file, text, parts }) => stalePaths(file, text, index, parts))).toEqual([]);
  });
});

describe('citations of the product rules', () => {
  const rules = readFileSync(join(ROOT, RULES), 'utf8');
  const headings = [...rules.matchAll(/^#{2,3} (.+)$/gm)].map((m) => m[1]!.trim());

  it.each<[string, string, { names: string[]; anchors: string[] }]>([
    ['one section', "/* (product rules, 'Sessions') */", { names: ['Sessions'], anchors: [] }],
    [
      'two, across a line break',
      "/**\n * (product rules, 'Sessions' and 'Console\n * data under failure') */",
      { names: ['Sessions', 'Console data under failure'], anchors: [] },
    ],
    [
      'a link',
      '[rules](docs/product-rules.md#the-api-contract)',
      { names: [], anchors: ['the-api-contract'] },
    ],
  ])('reads %s', (_name, text, expected) => {
    expect(citedSections(text)).toEqual(expected);
  });

  it("anchors are GitHub's", () => {
    expect(anchorOf('One demo, one data set')).toBe('one-demo-one-data-set');
    expect(anchorOf('Hosting and CSP')).toBe('hosting-and-csp');
  });

  it.each<[string, string, string, string[]]>([
    ['a section that is there', 'x.ts', "// (product rules, 'Sessions' and 'Live reload')", []],
    [
      'a section that is not there',
      'x.ts',
      "// (product rules, 'Sessions' and 'No such section')",
      ["x.ts: 'No such section'"],
    ],
    ['a section named in lower case', 'x.ts', "// (product rules, 'sessions')", ["x.ts: 'sessions'"]],
    ['a link to a heading', 'x.md', 'the [rules](docs/product-rules.md#live-reload)', []],
    [
      'a link to no heading',
      'x.md',
      'the [rules](docs/product-rules.md#no-such-section)',
      ['x.md: #no-such-section'],
    ],
  ])('%s', (_name, file, text, expected) => {
    expect(wrongCitations(file, readableParts(file, text), headings)).toEqual(expected);
  });

  it('every cited section is a heading of the product rules', () => {
    expect(headings.length).toBeGreaterThan(10);
    // Anywhere in a file (a comment, a test's title), but for the wrong ones on purpose above.
    const wrong = readFiles
      .filter(({ file }) => file !== 'tests/unit/repo-paths.test.ts')
      .flatMap(({ file, text }) => wrongCitations(file, [{ at: 0, text }], headings));
    expect(wrong).toEqual([]);
  });
});
