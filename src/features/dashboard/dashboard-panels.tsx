import { Card, Empty, List, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { PATHS } from '../../config/paths';
import { ButtonLink } from '../../components/button-link';
import { ClippedText } from '../../components/clipped-text';
import { formatDate } from '../../lib/format';
import { mailtoHref } from '../../lib/mailto';
import { selectRecentSubmissions } from '../contact-submissions/public';
import { emailPreview, selectRecentInboxEmails } from '../email-centre/public';

interface DashboardPanelProps<T> {
  title: string;
  /** The 'See All' link and the footer button. */
  seeAllTo: string;
  footer: { label: string; to: string };
  empty: string;
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
}

/** A dashboard panel: a titled card with See All, its list (or an empty state) and a footer button. */
function DashboardPanel<T>({ title, seeAllTo, footer, empty, items, renderItem }: DashboardPanelProps<T>) {
  return (
    <Card
      className="dashboard-panel"
      title={<h2 className="console-card-title">{title}</h2>}
      extra={
        <ButtonLink to={seeAllTo} type="link">
          See All
        </ButtonLink>
      }
    >
      {items.length === 0 ? (
        <Empty description={empty} />
      ) : (
        <List itemLayout="vertical" dataSource={[...items]} renderItem={renderItem} />
      )}
      <div className="dashboard-panel__footer">
        <ButtonLink to={footer.to} type="primary">
          {footer.label}
        </ButtonLink>
      </div>
    </Card>
  );
}

/** Recent Emails (product rules, 'Staff console'): a view of the email centre's inbox. */
export function RecentEmailsPanel() {
  const emails = useAppSelector(selectRecentInboxEmails);
  return (
    <DashboardPanel
      title="Recent Emails"
      seeAllTo={PATHS.adminEmails}
      footer={{ label: 'Compose New Email', to: PATHS.adminEmailsCompose }}
      empty="No emails found"
      items={emails}
      renderItem={(email) => (
        <List.Item
          key={email.id}
          className={email.read ? 'dashboard-item' : 'dashboard-item dashboard-item--new'}
          data-testid="recent-email"
        >
          <div className="dashboard-item__head">
            <ClippedText className="dashboard-item__name" text={email.sender} />
            {!email.read && <Tag color="blue">New</Tag>}
            <span className="console-muted dashboard-item__date">{formatDate(email.date)}</span>
          </div>
          <ClippedText as="div" className="dashboard-item__subject" text={email.subject} />
          <p className="console-muted dashboard-item__text text-lines">{emailPreview(email.body)}</p>
          <Link to={PATHS.adminEmail(email.id)}>
            View
            <span className="visually-hidden">
              {' '}
              email from {email.sender}: {email.subject}
            </span>
          </Link>
        </List.Item>
      )}
    />
  );
}

/** Contact Form Submissions (product rules, 'Staff console'): a view of the contact submissions. */
export function RecentSubmissionsPanel() {
  const submissions = useAppSelector(selectRecentSubmissions);
  return (
    <DashboardPanel
      title="Contact Form Submissions"
      seeAllTo={PATHS.adminContacts}
      footer={{ label: 'View All Submissions', to: PATHS.adminContacts }}
      empty="No submissions yet"
      items={submissions}
      renderItem={(s) => (
        <List.Item
          key={s.id}
          className={s.viewed ? 'dashboard-item' : 'dashboard-item dashboard-item--new'}
          data-testid="recent-submission"
        >
          <div className="dashboard-item__head">
            <ClippedText className="dashboard-item__name" text={s.name} />
            {!s.viewed && <Tag color="blue">New</Tag>}
            <span className="console-muted dashboard-item__date">{formatDate(s.date)}</span>
          </div>
          <div className="dashboard-item__contact">
            <a className="text-clip" href={mailtoHref(s.email)} title={s.email}>
              {s.email}
            </a>
            <ClippedText className="console-muted" text={s.phone} />
          </div>
          <p className="console-muted dashboard-item__text text-lines">{s.message}</p>
          <Link to={PATHS.adminContact(s.id)}>
            View<span className="visually-hidden"> submission from {s.name}</span>
          </Link>
        </List.Item>
      )}
    />
  );
}
