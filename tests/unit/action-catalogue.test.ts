import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpointNames, eventActionTypes } from './action-types';

/** The catalogue of docs/qa.md, 'QA with Redux DevTools', lists exactly the actions the code defines. */
const QA_DOC = 'docs/qa.md';
const HEADING = '## QA with Redux DevTools\n';
const doc = readFileSync(QA_DOC, 'utf8');
const start = doc.indexOf(HEADING);
/** From the section's heading to the next heading of its level (or the end of the page). */
const next = doc.indexOf('\n## ', start + HEADING.length);
const section = start < 0 ? '' : doc.slice(start, next < 0 ? undefined : next);
const firstCells = [...section.matchAll(/^\| `([^`]+)`\s+\|/gm)].map((m) => m[1]!);

describe("docs/qa.md, 'QA with Redux DevTools'", () => {
  it('is there', () => {
    expect(start, `${QA_DOC} has no '${HEADING.trim()}'`).toBeGreaterThanOrEqual(0);
  });

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
