import { Button, Card } from 'antd';
import { PATHS } from '../../config/paths';
import { AddBlogPostButton } from './add-blog-post-button';
import { ConsoleMenu } from '../../console/console-menu';
import { ConsolePage } from '../../console/console-page';
import { LoadGate } from '../../console/load-gate';
import { TrafficCounters } from './traffic-counters';
import { useLogout } from '../../session/use-logout';
import './dashboard.css';
import { ManageUsers, useEnsureUsersLoaded } from '../users/public';

/** The simpler admin dashboard (spec 2.12) at /admin on the admin host. */
export function AdminPage() {
  const logout = useLogout();
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
