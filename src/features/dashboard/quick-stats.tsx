import { Card, Col, Row, Skeleton, Statistic } from 'antd';
import { LoadError } from '../../console/load-gate';
import { loadFailureOf } from '../../console/data-loading';
import { formatCount, formatMonth, kesText } from '../../lib/format';
import { useGetStatsQuery } from './stats-api';

/**
 * Quick Stats (product rules, 'What people see, finished'): the data's own figures from GET
 * /api/admin/stats, in KES.
 */
export function QuickStats() {
  const { data, error, isError, isFetching, refetch } = useGetStatsQuery();
  if (isError && !isFetching) {
    return (
      <LoadError
        title="Quick Stats could not be loaded"
        failure={loadFailureOf(error)}
        onRetry={() => void refetch()}
      />
    );
  }
  const stats = data?.stats;
  const items = [
    { label: 'Properties Managed', value: stats && formatCount(stats.propertiesManaged) },
    {
      label: 'Units Let',
      value: stats && `${formatCount(stats.letUnitCount)} of ${formatCount(stats.unitCount)}`,
    },
    { label: 'Active Tenants', value: stats && formatCount(stats.activeTenants) },
    {
      label: stats ? `Rent Collected, ${formatMonth(stats.month)}` : 'Rent Collected',
      value: stats && kesText(stats.rentCollectedKes),
    },
    { label: 'Open Repairs', value: stats && formatCount(stats.openRepairs) },
  ];
  return (
    <section aria-labelledby="quick-stats-heading">
      <h2 id="quick-stats-heading" className="dashboard__section-title">
        Quick Stats
      </h2>
      <Row gutter={[16, 16]}>
        {items.map((item) => (
          <Col key={item.label} xs={12} lg={8} xl={{ flex: '20%' }}>
            <Card size="small">
              {item.value === undefined ? (
                <Skeleton active paragraph={false} title={{ width: '80%' }} />
              ) : (
                <Statistic title={item.label} value={item.value} />
              )}
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
