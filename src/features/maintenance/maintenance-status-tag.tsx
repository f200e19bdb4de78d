import { Tag } from 'antd';
import { STATUS_TEXT } from './maintenance-rules';
import type { MaintenanceStatus } from './maintenance-api';

/**
 * Each status its own colour (product rules, 'What people see, finished'): solid tags with white
 * text, each dark enough for AA contrast (4.5:1 and more) in every console theme; antd's preset
 * light tags fall short in the light and blue themes.
 */
export const MAINTENANCE_STATUS_COLOR: Readonly<Record<MaintenanceStatus, string>> = {
  submitted: '#0958d9',
  acknowledged: '#1d39c4',
  'awaiting-approval': '#ad4e00',
  'in-progress': '#531dab',
  resolved: '#237804',
  closed: '#434343',
  cancelled: '#a8071a',
};

/** A maintenance request's status, coloured by status, wherever a request shows. */
export const MaintenanceStatusTag = ({ status }: { status: MaintenanceStatus }) => (
  <Tag color={MAINTENANCE_STATUS_COLOR[status]}>{STATUS_TEXT[status]}</Tag>
);
