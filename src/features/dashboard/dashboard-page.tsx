import { Button, Col, Row } from 'antd';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PATHS } from '../../config/paths';
import { ButtonLink } from '../../components/button-link';
import { combineLoads } from '../../console/data-loading';
import { ConsolePage } from '../../console/console-page';
import { RecentEmailsPanel, RecentSubmissionsPanel } from './dashboard-panels';
import { LoadGate } from '../../console/load-gate';
import { QuickStats } from './quick-stats';
import { useLogout } from '../../session/use-logout';
import './dashboard.css';
import { AdminSettings } from '../settings/public';
import { useEnsureEmailsLoaded } from '../email-centre/public';
import { useEnsureSubmissionsLoaded } from '../contact-submissions/public';
import { PaymentsPanel } from '../staff-payments/public';
import { MaintenancePanel } from '../staff-maintenance/public';
import { PayoutsPanel } from '../payouts/public-panel';

/** The main admin dashboard (product rules, 'Hosts and routes') at /dashboard, and / on the admin host. */
export function DashboardPage() {
  const logout = useLogout();
  const load = combineLoads(useEnsureEmailsLoaded(), useEnsureSubmissionsLoaded());
  const { hash } = useLocation();
  const ready = !load.loading && !load.failure;

  // The email centre's Settings item links to /dashboard#settings.
  useEffect(() => {
    if (ready && hash === '#settings') document.getElementById('settings')?.scrollIntoView();
  }, [ready, hash]);

  return (
    <ConsolePage
      title="Admin Dashboard"
      actions={
        <>
          <ButtonLink to={PATHS.adminEmails}>Email Center</ButtonLink>
          <Button onClick={logout}>Logout</Button>
        </>
      }
    >
      <div className="dashboard">
        <QuickStats />
        <LoadGate load={load}>
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={12}>
              <RecentEmailsPanel />
            </Col>
            <Col xs={24} lg={12}>
              <RecentSubmissionsPanel />
            </Col>
            <Col xs={24} lg={12}>
              <PaymentsPanel />
            </Col>
            <Col xs={24} lg={12}>
              <MaintenancePanel />
            </Col>
            <Col xs={24} lg={12}>
              <PayoutsPanel />
            </Col>
          </Row>
          <AdminSettings />
        </LoadGate>
      </div>
    </ConsolePage>
  );
}
