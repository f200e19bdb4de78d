import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PHONE_MAX_WIDTH_PX, TOP_NAV_MIN_WIDTH_PX } from '../../src/config/constants';

/**
 * The layout's breakpoints live in constants (src/config/constants.ts), which the end-to-end
 * tests use, and in the stylesheets' media queries, which CSS cannot read from a constant: this
 * keeps the two equal (product rules, 'Public site').
 */

/** The max-width (in px) of each `@media (max-width: ...)` block of a stylesheet whose rules name `selector`. */
function maxWidthsOf(file: string, selector: string): number[] {
  const css = readFileSync(file, 'utf8');
  const widths: number[] = [];
  for (const match of css.matchAll(/@media \(max-width: ([\d.]+)px\) \{([\s\S]*?)\n\}/g)) {
    if (match[2]!.includes(selector)) widths.push(Number(match[1]));
  }
  return widths;
}

/** A max-width media query just below a min-width in px (the house's `.98` form). */
const below = (px: number) => px - 0.02;

describe('breakpoints', () => {
  it('the top bar folds its links behind the menu button below TOP_NAV_MIN_WIDTH_PX', () => {
    expect(maxWidthsOf('src/components/layout/top-bar.css', '.top-nav {')).toEqual([
      below(TOP_NAV_MIN_WIDTH_PX),
    ]);
    expect(maxWidthsOf('src/components/layout/top-bar.css', '.top-bar__hamburger {')).toEqual([
      below(TOP_NAV_MIN_WIDTH_PX),
    ]);
  });

  it('a top-bar link never wraps', () => {
    const css = readFileSync('src/components/layout/top-bar.css', 'utf8');
    const rule = css.match(/\n\.top-nav__link \{([^}]*)\}/)?.[1] ?? '';
    expect(rule).toMatch(/white-space: nowrap;/);
  });

  it('the floating buttons shrink, and the phone panel becomes a bottom sheet, at the same phone width', () => {
    expect(maxWidthsOf('src/styles/global.css', '--floating-size')).toEqual([below(PHONE_MAX_WIDTH_PX + 1)]);
    expect(maxWidthsOf('src/features/demo/demo-controls.css', '.phone-panel {')).toEqual([
      below(PHONE_MAX_WIDTH_PX + 1),
    ]);
  });

  it('the Demo controls and the Phone fold to tabs by one class, set on phones and console screens (src/app/demo-controls.tsx)', () => {
    // No media query of its own: the class says when (PHONE_MAX_WIDTH_PX, or a console screen).
    expect(maxWidthsOf('src/features/demo/demo-controls.css', '_toggle {')).toEqual([]);
    const css = readFileSync('src/features/demo/demo-controls.css', 'utf8');
    expect(css).toMatch(/\n\.floating-folded \.demo-controls__toggle \{/);
    expect(css).toMatch(/\n\.floating-folded \.phone-panel__toggle \{/);
  });
});
