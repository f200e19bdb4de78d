import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface TabItem<K extends string> {
  key: K;
  label: string;
  panel: ReactNode;
}

interface TabsProps<K extends string> {
  /** Names the tab list for screen readers. */
  label: string;
  items: readonly TabItem<K>[];
  /** Controlled: the open tab (e.g. from the address). Uncontrolled: the first tab opens. */
  activeKey?: K;
  onChange?: (key: K) => void;
  className?: string;
}

/**
 * Accessible tabs in native HTML (WAI-ARIA tabs pattern, automatic activation): arrow
 * keys, Home and End move between tabs. Every panel is in the page, the closed ones
 * `hidden`; without JavaScript the noscript stylesheet shows them all, each under its
 * own heading, and hides the tab list.
 */
export function Tabs<K extends string>({ label, items, activeKey, onChange, className }: TabsProps<K>) {
  const baseId = useId();
  const [ownKey, setOwnKey] = useState<K | undefined>(items[0]?.key);
  const current = activeKey ?? ownKey;
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (key: K) => {
    setOwnKey(key);
    onChange?.(key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const item = items[target];
    if (!item) return;
    select(item.key);
    tabRefs.current[target]?.focus();
  };

  return (
    <div className={className ? `tabs ${className}` : 'tabs'}>
      <div role="tablist" aria-label={label} className="tabs__list">
        {items.map((item, index) => {
          const selected = item.key === current;
          return (
            <button
              key={item.key}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.key}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${item.key}`}
              tabIndex={selected ? 0 : -1}
              className="tabs__tab"
              onClick={() => select(item.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.key}
          role="tabpanel"
          id={`${baseId}-panel-${item.key}`}
          aria-labelledby={`${baseId}-tab-${item.key}`}
          hidden={item.key !== current}
          tabIndex={0}
          className="tabs__panel"
        >
          <h2 className="tabs__panel-heading visually-hidden">{item.label}</h2>
          {item.panel}
        </div>
      ))}
    </div>
  );
}
