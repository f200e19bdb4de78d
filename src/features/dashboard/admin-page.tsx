import { Button, Card } from 'antd';
import { PATHS } from '../../app/paths';
import { ManageUsers } from '../users/manage-users';
import { AddBlogPostButton } from './add-blog-post-button';
import { useEnsureUsersLoaded } from './admin-api';
import { ConsoleMenu } from './console-menu';
import { ConsolePage } from './console-page';
import { LoadGate } from './load-gate';
import { TrafficCounters } from './traffic-counters';
import { useConsoleLogout } from './use-console-logout';
import './dashboard.css';

/** The simpler admin dashboard (spec 2.12) at /admin on the admin host. */
export function AdminPage() {
  const logout = useConsoleLogout();
  const load = useEnsureUsersLoaded();
  return (
    <ConsolePage
      title="Admin"
      back={{ to: PATHS.dashboard, label: 'Back to dashboard' }}
      actions={
        <>
          <AddBlogPostButton />
          <Button onClick={logout}>Logout</Button>
        </>
      }
      menu={
        <ConsoleMenu
          links={[
            { label: 'Back to Dashboard', to: PATHS.dashboard },
            { label: 'Email Center', to: PATHS.adminEmails },
          ]}
        />
      }
    >
      <div className="dashboard">
        <TrafficCounters audience="admin" />
        <LoadGate load={load}>
          <ManageUsers allowUpgrade />
        </LoadGate>
        <Card title={<h2 className="console-card-title">Revenue Overview</h2>}>
          <div className="dashboard-placeholder">
            <p className="console-muted">Revenue charts are coming soon.</p>
          </div>
        </Card>
      </div>
    </ConsolePage>
  );
}
