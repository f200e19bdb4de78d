import { Card, Empty, List, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { PATHS } from '../../app/paths';
import { ButtonLink } from '../../components/button-link';
import { selectRecentSubmissions } from '../contact-submissions/contact-submissions-slice';
import { emailPreview } from '../email-centre/email-preview';
import { selectRecentInboxEmails } from '../email-centre/email-centre-slice';
import { formatDate } from './format';

/** Recent Emails (spec 2.11): a view of the email centre's inbox. */
export function RecentEmailsPanel() {
  const emails = useAppSelector(selectRecentInboxEmails);
  return (
    <Card
      className="dashboard-panel"
      title={<h2 className="console-card-title">Recent Emails</h2>}
      extra={
        <ButtonLink to={PATHS.adminEmails} type="link">
          See All
        </ButtonLink>
      }
    >
      {emails.length === 0 ? (
        <Empty description="No emails found" />
      ) : (
        <List
          itemLayout="vertical"
          dataSource={emails}
          renderItem={(email) => (
            <List.Item
              key={email.id}
              className={email.read ? 'dashboard-item' : 'dashboard-item dashboard-item--new'}
              data-testid="recent-email"
            >
              <div className="dashboard-item__head">
                <span className="dashboard-item__name">{email.sender}</span>
                {!email.read && <Tag color="blue">New</Tag>}
                <span className="console-muted dashboard-item__date">{formatDate(email.date)}</span>
              </div>
              <div className="dashboard-item__subject">{email.subject}</div>
              <p className="console-muted dashboard-item__text">{emailPreview(email.body)}</p>
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
      )}
      <div className="dashboard-panel__footer">
        <ButtonLink to={PATHS.adminEmailsCompose} type="primary">
          Compose New Email
        </ButtonLink>
      </div>
    </Card>
  );
}

/** Contact Form Submissions (spec 2.11): a view of the contact submissions. */
export function RecentSubmissionsPanel() {
  const submissions = useAppSelector(selectRecentSubmissions);
  return (
    <Card
      className="dashboard-panel"
      title={<h2 className="console-card-title">Contact Form Submissions</h2>}
      extra={
        <ButtonLink to={PATHS.adminContacts} type="link">
          See All
        </ButtonLink>
      }
    >
      {submissions.length === 0 ? (
        <Empty description="No submissions yet" />
      ) : (
        <List
          itemLayout="vertical"
          dataSource={submissions}
          renderItem={(s) => (
            <List.Item
              key={s.id}
              className={s.viewed ? 'dashboard-item' : 'dashboard-item dashboard-item--new'}
              data-testid="recent-submission"
            >
              <div className="dashboard-item__head">
                <span className="dashboard-item__name">{s.name}</span>
                {!s.viewed && <Tag color="blue">New</Tag>}
                <span className="console-muted dashboard-item__date">{formatDate(s.date)}</span>
              </div>
              <div className="dashboard-item__contact">
                <a href={`mailto:${s.email}`}>{s.email}</a>
                <span className="console-muted">{s.phone}</span>
              </div>
              <p className="console-muted dashboard-item__text">{s.message}</p>
              <Link to={PATHS.adminContact(s.id)}>
                View<span className="visually-hidden"> submission from {s.name}</span>
              </Link>
            </List.Item>
          )}
        />
      )}
      <div className="dashboard-panel__footer">
        <ButtonLink to={PATHS.adminContacts} type="primary">
          View All Submissions
        </ButtonLink>
      </div>
    </Card>
  );
}
