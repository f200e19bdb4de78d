import { Button } from 'antd';
import { AddBlogPostButton } from './add-blog-post-button';
import { ConsolePage } from '../../console/console-page';
import { LoadGate } from '../../console/load-gate';
import { TrafficCounters } from './traffic-counters';
import { useLogout } from '../../session/use-logout';
import './dashboard.css';
import { ManageUsers, useEnsureUsersLoaded } from '../users/public';

/**
 * The manager dashboard (product rules, 'Users and roles'): traffic, a placeholder Add Blog
 * Post, add and remove users (no upgrade).
 */
export function ManagerPage() {
  const logout = useLogout();
  const load = useEnsureUsersLoaded();
  return (
    <ConsolePage
      title="Manager Dashboard"
      actions={
        <>
          <AddBlogPostButton />
          <Button onClick={logout}>Logout</Button>
        </>
      }
    >
      <div className="dashboard">
        <TrafficCounters audience="manager" />
        <LoadGate load={load}>
          <ManageUsers allowUpgrade={false} />
        </LoadGate>
      </div>
    </ConsolePage>
  );
}
