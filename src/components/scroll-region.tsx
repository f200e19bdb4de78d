import type { ReactNode } from 'react';
import './scroll-region.css';

/**
 * A wide table's frame on a narrow screen: it scrolls sideways, and a keyboard user can
 * reach it (focusable, named), as WCAG's 'scrollable region focusable' asks when the
 * table holds no link or button of its own.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="scroll-region" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
