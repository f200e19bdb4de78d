import { EditOutlined } from '@ant-design/icons';
import { useDeferredValue, useId } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { useUrlState } from '../../lib/use-url-state';
import { PATHS } from '../../config/paths';
import { ButtonLink } from '../../components/button-link';
import { TabList, TabPanel, tabId } from '../../components/tabs';
import { useEnsureEmailsLoaded } from './email-centre-api';
import { ConsolePage, ConsoleSearch } from '../../console/console-page';
import { LoadGate } from '../../console/load-gate';
import { ComposeView } from './compose-view';
import { EMAIL_TABS, selectUnreadCount } from './email-centre-slice';
import { EmailList } from './email-list';
import { composeHref, EMAIL_CENTRE_URL } from './email-links';
import { EmailView } from './email-view';
import './email-centre.css';

export type EmailCentreView = 'list' | 'compose' | 'email';

/**
 * The email centre (product rules, 'Email centre'): list, open email and compose, with the
 * folder and search in the URL.
 */
export function EmailCentrePage({ view }: { view: EmailCentreView }) {
  const load = useEnsureEmailsLoaded();
  const [query, setQuery, focusProps] = useUrlState(EMAIL_CENTRE_URL);
  const deferredSearch = useDeferredValue(query.q);
  const location = useLocation();
  const { id = '' } = useParams();
  const unread = useAppSelector(selectUnreadCount);
  const tabsId = useId();
  const panelId = `${tabsId}-panel`;

  // Searching from an open email or compose goes back to the list.
  const onSearch = (text: string) =>
    setQuery({ q: text }, view === 'list' ? undefined : { pathname: PATHS.adminEmails });

  const content =
    view === 'compose' ? (
      <ComposeView key={location.key} query={query} />
    ) : view === 'email' ? (
      <EmailView id={id} query={query} />
    ) : (
      <EmailList search={deferredSearch} query={query} onPageChange={(next) => setQuery({ page: next })} />
    );

  return (
    <ConsolePage
      className="email-centre"
      title="Email Center"
      back={{ to: PATHS.dashboard, label: 'Back to dashboard' }}
      search={
        <ConsoleSearch
          placeholder="Search emails..."
          label="Search emails"
          value={query.q}
          onChange={onSearch}
          {...focusProps('q')}
        />
      }
    >
      <LoadGate load={load}>
        <div className="email-centre__layout">
          <div className="email-centre__side">
            <ButtonLink
              type="primary"
              icon={<EditOutlined />}
              to={composeHref(query)}
              className="email-centre__compose"
            >
              Compose
            </ButtonLink>
            <TabList
              label="Folders"
              orientation="vertical"
              className="folder-tabs"
              idBase={tabsId}
              panelId={panelId}
              activeKey={query.folder}
              tabs={EMAIL_TABS.map((tab) => ({
                ...tab,
                badge:
                  tab.key === 'inbox' && unread > 0 ? (
                    <>
                      {unread}
                      <span className="visually-hidden"> unread</span>
                    </>
                  ) : undefined,
              }))}
              // Changing tab closes the open email or compose.
              onSelect={(folder) => setQuery({ folder }, { pathname: PATHS.adminEmails })}
            />
          </div>
          <TabPanel className="email-centre__content" id={panelId} labelledBy={tabId(tabsId, query.folder)}>
            {content}
          </TabPanel>
        </div>
      </LoadGate>
    </ConsolePage>
  );
}
