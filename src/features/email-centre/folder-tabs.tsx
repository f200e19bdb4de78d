import { useRef, type KeyboardEvent } from 'react';
import { EMAIL_TABS, type EmailTab } from './email-centre-slice';

export const FOLDER_PANEL_ID = 'email-folder-panel';
export const folderTabId = (tab: EmailTab) => `email-tab-${tab}`;

/**
 * The email centre's vertical tabs Inbox, Sent, Drafts, Starred, Archive (WAI-ARIA tabs:
 * arrow keys, Home and End move between them and select; the panel is beside them).
 */
export function FolderTabs({
  active,
  unread,
  onSelect,
}: {
  active: EmailTab;
  unread: number;
  onSelect: (tab: EmailTab) => void;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = EMAIL_TABS.length - 1;
    const next =
      event.key === 'ArrowDown' || event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowUp' || event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    refs.current[next]?.focus();
    onSelect(EMAIL_TABS[next]!.key);
  };

  return (
    <div className="folder-tabs" role="tablist" aria-label="Folders" aria-orientation="vertical">
      {EMAIL_TABS.map((tab, index) => {
        const selected = tab.key === active;
        return (
          <button
            key={tab.key}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={folderTabId(tab.key)}
            aria-selected={selected}
            aria-controls={FOLDER_PANEL_ID}
            tabIndex={selected ? 0 : -1}
            className={selected ? 'folder-tabs__tab folder-tabs__tab--active' : 'folder-tabs__tab'}
            onClick={() => onSelect(tab.key)}
            onKeyDown={(e) => onKeyDown(e, index)}
          >
            <span>{tab.label}</span>
            {tab.key === 'inbox' && unread > 0 && (
              <span className="folder-tabs__count">
                {unread}
                <span className="visually-hidden"> unread</span>
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
