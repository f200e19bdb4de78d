import { Button } from 'antd';
import { ManageUsers } from '../users/manage-users';
import { AddBlogPostButton } from './add-blog-post-button';
import { useEnsureUsersLoaded } from './admin-api';
import { ConsoleMenu } from './console-menu';
import { ConsolePage } from './console-page';
import { LoadGate } from './load-gate';
import { TrafficCounters } from './traffic-counters';
import { useConsoleLogout } from './use-console-logout';
import './dashboard.css';

/** The manager dashboard (spec 2.13): traffic, a placeholder Add Blog Post, add and remove users (no upgrade). */
export function ManagerPage() {
  const logout = useConsoleLogout();
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
      menu={<ConsoleMenu links={[]} />}
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
