import { Button, Card } from 'antd';
import { PATHS } from '../../config/paths';
import { AddBlogPostButton } from './add-blog-post-button';
import { ConsolePage } from '../../console/console-page';
import { LoadGate } from '../../console/load-gate';
import { TrafficCounters } from './traffic-counters';
import { useLogout } from '../../session/use-logout';
import './dashboard.css';
import { ManageUsers, useEnsureUsersLoaded } from '../users/public';

/** The simpler admin dashboard (product rules, 'Users and roles') at /admin on the admin host. */
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
    >
      <div className="dashboard">
        <TrafficCounters audience="admin" />
        <LoadGate load={load}>
          <ManageUsers allowUpgrade />
        </LoadGate>
        <Card title={<h2 className="console-card-title">Revenue Overview</h2>}>
          <div className="console-placeholder">
            <p className="console-muted">Revenue charts are coming soon.</p>
          </div>
        </Card>
      </div>
    </ConsolePage>
  );
}
