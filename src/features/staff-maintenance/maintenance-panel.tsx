import { Card } from 'antd';
import { Fragment } from 'react';
import { useAppSelector } from '../../store/hooks';
import { PATHS } from '../../config/paths';
import { ButtonLink } from '../../components/button-link';
import { PageLoading } from '../../components/page-loading';
import { LoadError } from '../../console/load-gate';
import { PRIORITY_ORDER, PRIORITY_TEXT } from '../maintenance/public';
import { useEnsureMaintenanceLoaded } from './maintenance-load';
import { selectOpenCountsByPriority } from './maintenance-slice';
import './maintenance.css';

export const MAINTENANCE_PANEL_TITLE = 'Maintenance';
export const OPEN_BY_PRIORITY_TEXT = 'Open requests by priority';
export const VIEW_QUEUE_TEXT = 'View the maintenance queue';
export const MAINTENANCE_LOAD_FAILED_TEXT = 'The maintenance requests could not be loaded';

/**
 * The dashboard's Maintenance panel (product rules, 'Maintenance'): the open requests (not yet
 * resolved, closed or cancelled) by priority, most urgent first, and the way to the queue. A
 * view of the maintenance slice, loaded (and live) on its own, so a failure here leaves the rest
 * of the dashboard standing.
 */
export function MaintenancePanel() {
  const load = useEnsureMaintenanceLoaded();
  const counts = useAppSelector(selectOpenCountsByPriority);
  return (
    <Card
      className="dashboard-panel"
      title={<h2 className="console-card-title">{MAINTENANCE_PANEL_TITLE}</h2>}
      extra={
        <ButtonLink to={PATHS.adminMaintenance} type="link">
          See All
          <span className="visually-hidden"> maintenance requests</span>
        </ButtonLink>
      }
    >
      {load.failure ? (
        <LoadError
          title={MAINTENANCE_LOAD_FAILED_TEXT}
          failure={load.failure}
          onRetry={load.retry}
          heading="h3"
        />
      ) : load.loading ? (
        <PageLoading />
      ) : (
        <>
          <p>{OPEN_BY_PRIORITY_TEXT}</p>
          <dl className="maintenance-panel__counts" data-testid="open-maintenance">
            {PRIORITY_ORDER.map((priority) => (
              <Fragment key={priority}>
                <dt>{PRIORITY_TEXT[priority]}</dt>
                <dd>{counts[priority]}</dd>
              </Fragment>
            ))}
          </dl>
          <ButtonLink to={PATHS.adminMaintenance} type="primary">
            {VIEW_QUEUE_TEXT}
          </ButtonLink>
        </>
      )}
    </Card>
  );
}
