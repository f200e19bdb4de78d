import type { ReactNode } from 'react';

/** One label and its value; a third item is the value's class ('portal-amount' for a big figure). */
export type Fact = readonly [label: string, value: ReactNode, valueClassName?: string];

/**
 * Label and value pairs, as every portal screen shows them (a description list: side by side
 * where they fit, stacked on a phone; portal.css). `false` or `null` leaves a fact out.
 */
export function Facts({ facts, className }: { facts: readonly (Fact | false | null)[]; className?: string }) {
  return (
    <dl className={className ? `portal-facts ${className}` : 'portal-facts'}>
      {facts.map(
        (fact) =>
          fact && (
            <div key={fact[0]}>
              <dt>{fact[0]}</dt>
              <dd className={fact[2]}>{fact[1]}</dd>
            </div>
          ),
      )}
    </dl>
  );
}
