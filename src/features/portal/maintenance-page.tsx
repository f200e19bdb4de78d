import { Card, Empty } from 'antd';
import { useId, type ReactNode } from 'react';
import { PageLoading } from '../../components/page-loading';
import { PATHS } from '../../config/paths';
import { ConsolePage } from '../../console/console-page';
import { loadFailureOf } from '../../console/data-loading';
import { LoadError } from '../../console/load-gate';
import type { MaintenanceRequest } from '../maintenance/public';
import { BACK_TO_DASHBOARD } from './portal-states';
import { PortalLive, useMyMaintenanceRequests, usePortalProfile } from './portal-live';
import {
  MAINTENANCE_ERROR_TITLE,
  NO_MAINTENANCE_TEXT,
  NO_REPORTED_TEXT,
  NO_REQUESTS_ON_PROPERTIES_TEXT,
  ON_YOUR_PROPERTIES_TITLE,
  YOUR_REQUESTS_TITLE,
} from './maintenance-text';
import { OwnerRequest, TenantRequest } from './maintenance-request-card';
import { ReportProblem } from './report-problem-form';
import './portal.css';

export { NO_MAINTENANCE_TEXT };

/**
 * Maintenance requests (/user/maintenance; product rules, 'Maintenance'): a tenant reports a
 * problem with photos and follows their requests' dated timelines, cancelling one while it is
 * still Submitted; an owner follows the requests on their properties and approves or declines
 * a cost awaiting their approval. Live: staff's and the other party's steps show within 5 s.
 */
export function PortalMaintenancePage() {
  return (
    <PortalLive>
      <PortalMaintenancePageBody />
    </PortalLive>
  );
}

function PortalMaintenancePageBody() {
  const profile = usePortalProfile();
  const leases = profile.data?.leases ?? [];
  const rents = leases.length > 0;
  const owns = (profile.data?.properties.length ?? 0) > 0;
  const requests = useMyMaintenanceRequests({ skip: !rents && !owns });

  let body: ReactNode;
  if (profile.isError && !profile.data) {
    body = (
      <LoadError
        title={MAINTENANCE_ERROR_TITLE}
        failure={loadFailureOf(profile.error)}
        onRetry={() => void profile.refetch()}
      />
    );
  } else if (!profile.data) {
    body = <PageLoading />;
  } else if (!rents && !owns) {
    body = (
      <Card>
        <Empty description={NO_MAINTENANCE_TEXT} />
      </Card>
    );
  } else {
    let lists: ReactNode;
    if (requests.isError && !requests.data) {
      lists = (
        <LoadError
          title={MAINTENANCE_ERROR_TITLE}
          failure={loadFailureOf(requests.error)}
          onRetry={() => void requests.refetch()}
        />
      );
    } else if (!requests.data) {
      lists = <PageLoading />;
    } else {
      lists = (
        <>
          {rents && (
            <RequestList
              title={YOUR_REQUESTS_TITLE}
              empty={NO_REPORTED_TEXT}
              requests={requests.data.reported}
              render={(request) => <TenantRequest request={request} />}
            />
          )}
          {owns && (
            <RequestList
              title={ON_YOUR_PROPERTIES_TITLE}
              empty={NO_REQUESTS_ON_PROPERTIES_TEXT}
              requests={requests.data.onMyProperties}
              render={(request) => <OwnerRequest request={request} />}
            />
          )}
        </>
      );
    }
    body = (
      <>
        {rents && <ReportProblem leases={leases} />}
        {lists}
      </>
    );
  }

  return (
    <ConsolePage title="Maintenance requests" back={{ to: PATHS.user, label: BACK_TO_DASHBOARD }}>
      <div className="portal">{body}</div>
    </ConsolePage>
  );
}

// ---- 'Report a problem' ----

function RequestList({
  title,
  empty,
  requests,
  render,
}: {
  title: string;
  empty: string;
  requests: readonly MaintenanceRequest[];
  render: (request: MaintenanceRequest) => ReactNode;
}) {
  const headingId = useId();
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="portal__section-title">
          {title}
        </h2>
        {requests.length === 0 ? (
          <p className="console-muted">{empty}</p>
        ) : (
          <ul className="portal-requests">
            {requests.map((request) => (
              <li key={request.id}>{render(request)}</li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
