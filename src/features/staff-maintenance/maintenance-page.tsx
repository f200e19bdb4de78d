import { Select, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { defineUrlState, oneOf, page, type Field } from '../../lib/url-state';
import { useUrlState } from '../../lib/use-url-state';
import { PATHS } from '../../config/paths';
import { ClippedText } from '../../components/clipped-text';
import { ConsolePage } from '../../console/console-page';
import { LoadGate } from '../../console/load-gate';
import { PagedTable } from '../../console/paged-table';
import { formatDate, kesText } from '../../lib/format';
import {
  PRIORITY_ORDER,
  PRIORITY_TEXT,
  STATUS_ORDER,
  STATUS_TEXT,
  MaintenanceStatusTag,
  type MaintenanceRequest,
} from '../maintenance/public';
import { useEnsureMaintenanceLoaded } from './maintenance-load';
import { selectFilteredMaintenance, selectMaintenanceProperties } from './maintenance-slice';
import './maintenance.css';

export const NO_REQUESTS_TEXT = 'No maintenance requests match';
/** The filters' choice of everything. */
export const ALL_TEXT = 'All';

/** A property's id as the address holds it (`?property=pr-ouru`), or null: every property. */
const propertyId = (): Field<string | null> => ({
  kind: 'oneOf',
  fallback: null,
  read: (raw) => raw[0]?.trim().toLowerCase() || null,
  write: (value) => (value === null ? [] : [value]),
});

/** The filters, as they live in the address (`?status=submitted&priority=emergency&property=pr-ouru&page=2`). */
export const MAINTENANCE_URL = defineUrlState({
  status: oneOf(STATUS_ORDER, null),
  priority: oneOf(PRIORITY_ORDER, null),
  property: propertyId(),
  page: page(),
});

/** 'Ouru Heights, unit B3'. */
export const placeOf = (r: Pick<MaintenanceRequest, 'propertyName' | 'unit'>): string =>
  `${r.propertyName}, unit ${r.unit}`;

/** The day a request was sent ('5 March 2025'). */
export const sentOn = (r: Pick<MaintenanceRequest, 'createdAt'>): string =>
  formatDate(r.createdAt.slice(0, 10));

const ALL = 'all';

/** A filter: its visible label, All and the choices. */
function Filter<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: T | null;
  options: { value: T; label: string }[];
  onChange: (value: T | null) => void;
}) {
  return (
    <div className="maintenance-filter">
      <label className="maintenance-filter__label" htmlFor={id}>
        {label}
      </label>
      <Select<string>
        id={id}
        className="maintenance-filter__select"
        value={value ?? ALL}
        options={[{ value: ALL, label: ALL_TEXT }, ...options]}
        onChange={(next) => onChange(next === ALL ? null : (next as T))}
        popupMatchSelectWidth={false}
      />
    </div>
  );
}

/**
 * Staff's 'Maintenance' queue (product rules, 'Maintenance'): every request, most urgent
 * first, then newest; filters by status, priority and property, kept in the address; each
 * request's number and title open it.
 */
export function MaintenancePage() {
  const load = useEnsureMaintenanceLoaded();
  const [query, setQuery] = useUrlState(MAINTENANCE_URL);
  const properties = useAppSelector(selectMaintenanceProperties);
  // A property no request is on reads as every property (nonsense reads as the default).
  const property = properties.some((p) => p.id === query.property) ? query.property : null;
  const filter = useMemo(
    () => ({ status: query.status, priority: query.priority, propertyId: property }),
    [query.status, query.priority, property],
  );
  const rows = useAppSelector((state) => selectFilteredMaintenance(state, filter));

  const columns: TableColumnsType<MaintenanceRequest> = [
    {
      title: 'Number',
      key: 'number',
      render: (_: unknown, r) => <span className="maintenance-nowrap">{r.number}</span>,
    },
    {
      title: 'Title',
      key: 'title',
      render: (_: unknown, r) => (
        <Link to={PATHS.adminMaintenanceRequest(r.id)}>
          <ClippedText cell text={r.title} />
        </Link>
      ),
    },
    { title: 'Property', key: 'property', render: (_: unknown, r) => <ClippedText cell text={placeOf(r)} /> },
    { title: 'Priority', key: 'priority', render: (_: unknown, r) => PRIORITY_TEXT[r.priority] },
    { title: 'Status', key: 'status', render: (_: unknown, r) => <MaintenanceStatusTag status={r.status} /> },
    {
      title: 'Sent',
      key: 'sent',
      render: (_: unknown, r) => <span className="maintenance-nowrap">{sentOn(r)}</span>,
    },
    {
      title: 'Cost',
      key: 'cost',
      align: 'right',
      render: (_: unknown, r) => (
        <span className="maintenance-amount">
          {r.costEstimateKes === null ? '—' : kesText(r.costEstimateKes)}
        </span>
      ),
    },
  ];

  return (
    <ConsolePage title="Maintenance" back={{ to: PATHS.dashboard, label: 'Back to dashboard' }}>
      <LoadGate load={load}>
        <div className="maintenance">
          <div className="maintenance__filters">
            <Filter
              id="maintenance-status"
              label="Status"
              value={query.status}
              options={STATUS_ORDER.map((s) => ({ value: s, label: STATUS_TEXT[s] }))}
              onChange={(status) => setQuery({ status })}
            />
            <Filter
              id="maintenance-priority"
              label="Priority"
              value={query.priority}
              options={PRIORITY_ORDER.map((p) => ({ value: p, label: PRIORITY_TEXT[p] }))}
              onChange={(priority) => setQuery({ priority })}
            />
            <Filter
              id="maintenance-property"
              label="Property"
              value={property}
              options={properties.map((p) => ({ value: p.id, label: p.name }))}
              onChange={(next) => setQuery({ property: next })}
            />
          </div>
          <PagedTable<MaintenanceRequest>
            rows={rows}
            columns={columns}
            page={query.page}
            onPageChange={(next) => setQuery({ page: next })}
            noun={['request', 'requests']}
            emptyText={NO_REQUESTS_TEXT}
            firstOnPhones={['title', 'status', 'priority']}
          />
        </div>
      </LoadGate>
    </ConsolePage>
  );
}
