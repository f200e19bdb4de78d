import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpointNames, eventActionTypes } from './action-types';

/** The README's 'QA with Redux DevTools' catalogue lists exactly the actions the code defines. */
const readme = readFileSync('README.md', 'utf8');
const section = readme.slice(readme.indexOf('## QA with Redux DevTools'), readme.indexOf('## Architecture'));
const firstCells = [...section.matchAll(/^\| `([^`]+)`\s+\|/gm)].map((m) => m[1]!);

describe("README 'QA with Redux DevTools'", () => {
  it('lists every event action type, with its slice, and nothing else', () => {
    const listed = firstCells.filter((t) => !t.startsWith('api/'));
    expect([...listed].sort()).toEqual([...eventActionTypes().keys()].sort());
    for (const [type, slice] of eventActionTypes()) {
      expect(section, type).toMatch(new RegExp(`\\| \`${type}\`\\s+\\| ${slice}\\s+\\|`));
    }
  });

  it('lists every RTK Query endpoint, and nothing else', () => {
    const listed = firstCells
      .filter((t) => t.startsWith('api/'))
      .map((t) => t.replace(/^api\/(.+)\/…$/, '$1'));
    expect([...listed].sort()).toEqual(endpointNames());
  });
});
