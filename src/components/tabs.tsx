import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface Tab<K extends string> {
  key: K;
  label: string;
  /** Shown after the label, inside the tab (e.g. an unread count with its words for screen readers). */
  badge?: ReactNode;
}

export interface TabItem<K extends string> extends Tab<K> {
  panel: ReactNode;
}

/** The ids that tie a tab and its panel together (`base` from `useId`). */
export const tabId = (base: string, key: string) => `${base}-tab-${key}`;
export const tabPanelId = (base: string, key: string) => `${base}-panel-${key}`;

const MOVES: Record<'horizontal' | 'vertical', Record<string, (index: number, last: number) => number>> = {
  horizontal: {
    ArrowRight: (i, last) => (i === last ? 0 : i + 1),
    ArrowLeft: (i, last) => (i === 0 ? last : i - 1),
    Home: () => 0,
    End: (_i, last) => last,
  },
  // A vertical list may lie as a row on a narrow screen: the side arrows move it too.
  vertical: {
    ArrowDown: (i, last) => (i === last ? 0 : i + 1),
    ArrowRight: (i, last) => (i === last ? 0 : i + 1),
    ArrowUp: (i, last) => (i === 0 ? last : i - 1),
    ArrowLeft: (i, last) => (i === 0 ? last : i - 1),
    Home: () => 0,
    End: (_i, last) => last,
  },
};

interface TabListProps<K extends string> {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: readonly Tab<K>[];
  activeKey: K;
  onSelect: (key: K) => void;
  /** The prefix of the tabs' and panels' ids (`useId`), shared with the panels. */
  idBase: string;
  orientation?: 'horizontal' | 'vertical';
  /** One panel for every tab (its content follows the open tab): its id. Else a panel per tab. */
  panelId?: string;
  className?: string;
}

/**
 * A tab list (WAI-ARIA tabs pattern, automatic activation): arrow keys (Up and Down too
 * when vertical), Home and End move between the tabs and open the one they reach. Only the
 * open tab is in the Tab order. The panels are `TabPanel`s, wherever the layout puts them.
 */
export function TabList<K extends string>({
  label,
  tabs,
  activeKey,
  onSelect,
  idBase,
  orientation = 'horizontal',
  panelId,
  className,
}: TabListProps<K>) {
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = MOVES[orientation][event.key];
    if (!move) return;
    event.preventDefault();
    const target = move(index, tabs.length - 1);
    const tab = tabs[target];
    if (!tab) return;
    onSelect(tab.key);
    tabRefs.current[target]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      aria-orientation={orientation}
      className={`tabs__list tabs__list--${orientation}${className ? ` ${className}` : ''}`}
    >
      {tabs.map((tab, index) => {
        const selected = tab.key === activeKey;
        return (
          <button
            key={tab.key}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(idBase, tab.key)}
            aria-selected={selected}
            aria-controls={panelId ?? tabPanelId(idBase, tab.key)}
            tabIndex={selected ? 0 : -1}
            className="tabs__tab"
            onClick={() => onSelect(tab.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
            {tab.badge !== undefined && <span className="tabs__badge">{tab.badge}</span>}
          </button>
        );
      })}
    </div>
  );
}

/** A tab's panel, named by its tab (`tabId`). */
export function TabPanel({
  id,
  labelledBy,
  hidden,
  className,
  children,
}: {
  id: string;
  /** The id of the tab that names it (for one panel shared by every tab: the open one). */
  labelledBy: string;
  hidden?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="tabpanel"
      id={id}
      aria-labelledby={labelledBy}
      hidden={hidden}
      tabIndex={0}
      className={className ? `tabs__panel ${className}` : 'tabs__panel'}
    >
      {children}
    </div>
  );
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
 * Tabs with their panels, in native HTML, in the public site's look (tabs.css). Every panel
 * is in the page, the closed ones `hidden`; without JavaScript the noscript stylesheet shows
 * them all, each under its own heading, and hides the tab list.
 */
export function Tabs<K extends string>({ label, items, activeKey, onChange, className }: TabsProps<K>) {
  const baseId = useId();
  const [ownKey, setOwnKey] = useState<K | undefined>(items[0]?.key);
  const current = activeKey ?? ownKey ?? items[0]?.key;

  const select = (key: K) => {
    setOwnKey(key);
    onChange?.(key);
  };

  return (
    <div className={className ? `tabs ${className}` : 'tabs'}>
      {current !== undefined && (
        <TabList label={label} tabs={items} activeKey={current} onSelect={select} idBase={baseId} />
      )}
      {items.map((item) => (
        <TabPanel
          key={item.key}
          id={tabPanelId(baseId, item.key)}
          labelledBy={tabId(baseId, item.key)}
          hidden={item.key !== current}
        >
          <h2 className="tabs__panel-heading visually-hidden">{item.label}</h2>
          {item.panel}
        </TabPanel>
      ))}
    </div>
  );
}
