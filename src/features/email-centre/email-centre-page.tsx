import { EditOutlined } from '@ant-design/icons';
import { useDeferredValue } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { useUrlSearchText } from '../../lib/use-url-search-text';
import { PATHS } from '../../config/paths';
import { ButtonLink } from '../../components/button-link';
import { useEnsureEmailsLoaded } from './email-centre-api';
import { ConsolePage, ConsoleSearch } from '../../console/console-page';
import { LoadGate } from '../../console/load-gate';
import { ComposeView } from './compose-view';
import { selectUnreadCount } from './email-centre-slice';
import { EmailList } from './email-list';
import { composeHref, emailListHref, readEmailCentreQuery } from './email-links';
import { EmailView } from './email-view';
import { FOLDER_PANEL_ID, FolderTabs, folderTabId } from './folder-tabs';
import './email-centre.css';

export type EmailCentreView = 'list' | 'compose' | 'email';

/** The email centre (spec 2.14): list, open email and compose, with the folder and search in the URL. */
export function EmailCentrePage({ view }: { view: EmailCentreView }) {
  const load = useEnsureEmailsLoaded();
  const [params] = useSearchParams();
  const query = readEmailCentreQuery(params);
  const [searchText, setSearchText, cancelPendingWrite, searchFocus] = useUrlSearchText('q');
  const deferredSearch = useDeferredValue(searchText);
  const navigate = useNavigate();
  const location = useLocation();
  const { id = '' } = useParams();
  const unread = useAppSelector(selectUnreadCount);

  const onSearch = (text: string) => {
    setSearchText(text);
    // Searching from an open email or compose goes back to the list.
    if (view !== 'list') navigate(emailListHref({ folder: query.folder, q: text }));
  };

  const content =
    view === 'compose' ? (
      <ComposeView key={location.key} query={query} />
    ) : view === 'email' ? (
      <EmailView id={id} query={query} />
    ) : (
      <EmailList tab={query.folder} search={deferredSearch} query={{ folder: query.folder, q: searchText }} />
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
          value={searchText}
          onChange={onSearch}
          {...searchFocus}
        />
      }
    >
      <LoadGate load={load}>
        <div className="email-centre__layout">
          <div className="email-centre__side">
            <ButtonLink
              type="primary"
              icon={<EditOutlined />}
              to={composeHref({ folder: query.folder, q: searchText })}
              className="email-centre__compose"
            >
              Compose
            </ButtonLink>
            <FolderTabs
              active={query.folder}
              unread={unread}
              // Changing tab closes the open email or compose.
              onSelect={(tab) => {
                cancelPendingWrite();
                void navigate(emailListHref({ folder: tab, q: searchText }));
              }}
            />
          </div>
          <section
            className="email-centre__content"
            id={FOLDER_PANEL_ID}
            role="tabpanel"
            aria-labelledby={folderTabId(query.folder)}
          >
            {content}
          </section>
        </div>
      </LoadGate>
    </ConsolePage>
  );
}
