import { DeleteOutlined, MailOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { Button, Empty, Pagination, Tooltip } from 'antd';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { PATHS } from '../../config/paths';
import type { Email } from '../../types/console';
import { formatDateAtTime } from '../../lib/format';
import { selectEmailsInTab } from './email-centre-slice';
import { toggleRead, toggleStar } from './email-changes';
import { useDeleteEmail } from './use-delete-email';
import { emailCentreSearch, type EmailCentreQuery } from './email-links';
import { emailPreview } from './email-preview';

/** Emails per page: the list stays fast at 10,000 emails because only one page is rendered. */
export const EMAILS_PAGE_SIZE = 20;
export const NO_EMAILS_TEXT = 'No emails found';

/** Sent and drafts show the recipient: 'To: <name>'. */
export const emailParty = (email: Email): string =>
  email.folder === 'sent' || email.folder === 'drafts' ? `To: ${email.sender}` : email.sender;

export const StarButton = memo(function StarButton({ email }: { email: Email }) {
  const dispatch = useAppDispatch();
  const label = email.starred ? 'Unstar' : 'Star';
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        aria-label={label}
        aria-pressed={email.starred}
        className={email.starred ? 'email-star email-star--on' : 'email-star'}
        icon={email.starred ? <StarFilled /> : <StarOutlined />}
        onClick={() => dispatch(toggleStar(email.id))}
      />
    </Tooltip>
  );
});

const EmailRow = memo(function EmailRow({ email, suffix }: { email: Email; suffix: string }) {
  const dispatch = useAppDispatch();
  const deleteEmail = useDeleteEmail();
  const unread = !email.read;
  return (
    <li className={unread ? 'email-row email-row--unread' : 'email-row'} data-testid="email-row">
      <StarButton email={email} />
      <Link className="email-row__main" to={`${PATHS.adminEmail(email.id)}${suffix}`}>
        {unread && <span className="visually-hidden">Unread: </span>}
        <span className="email-row__who" title={emailParty(email)}>
          {emailParty(email)}
        </span>
        <span className="email-row__when">{formatDateAtTime(email.date, email.time)}</span>
        <span className="email-row__subject" title={email.subject}>
          {email.subject}
        </span>
        <span className="email-row__preview">{emailPreview(email.body)}</span>
      </Link>
      <div className="email-row__actions">
        <Button
          type="text"
          aria-label={unread ? 'Mark as read' : 'Mark as unread'}
          icon={<MailOutlined />}
          onClick={() => dispatch(toggleRead(email.id))}
        />
        <Button
          type="text"
          danger
          aria-label="Delete"
          icon={<DeleteOutlined />}
          onClick={() => deleteEmail(email)}
        />
      </div>
    </li>
  );
});

/**
 * One folder's emails, filtered by the search text, a page at a time (the folder and page
 * from the address; a new folder or search starts at page 1).
 */
export function EmailList({
  search,
  query,
  onPageChange,
}: {
  /** The search text the list is filtered by (deferred while typing). */
  search: string;
  query: EmailCentreQuery;
  onPageChange: (page: number) => void;
}) {
  const emails = useAppSelector((state) => selectEmailsInTab(state, query.folder, search));
  // A page past the end (after deletes, or in a link) shows the last.
  const lastPage = Math.max(1, Math.ceil(emails.length / EMAILS_PAGE_SIZE));
  const page = Math.min(query.page, lastPage);
  const suffix = emailCentreSearch({ ...query, page });
  const visible = emails.slice((page - 1) * EMAILS_PAGE_SIZE, page * EMAILS_PAGE_SIZE);

  if (emails.length === 0) return <Empty className="email-empty" description={NO_EMAILS_TEXT} />;
  return (
    <div className="email-list">
      <p className="visually-hidden" aria-live="polite">
        {emails.length} {emails.length === 1 ? 'email' : 'emails'}
      </p>
      <ul className="email-list__rows" aria-label="Emails">
        {visible.map((email) => (
          <EmailRow key={email.id} email={email} suffix={suffix} />
        ))}
      </ul>
      <Pagination
        className="email-list__pagination"
        current={page}
        pageSize={EMAILS_PAGE_SIZE}
        total={emails.length}
        hideOnSinglePage
        showSizeChanger={false}
        onChange={onPageChange}
      />
    </div>
  );
}
