import { Card, Col, Row, Skeleton, Statistic } from 'antd';
import { LoadError } from '../../console/load-gate';
import { loadFailureOf } from '../../console/data-loading';
import { formatCount, formatUsd } from '../../lib/format';
import { useGetStatsQuery } from './stats-api';

/** Quick Stats (product rules, 'Staff console'): four static numbers from GET /api/admin/stats. */
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
    { label: 'Active Tenants', value: stats && formatCount(stats.activeTenants) },
    { label: 'Monthly Revenue', value: stats && formatUsd(stats.monthlyRevenue) },
    { label: 'Active Projects', value: stats && formatCount(stats.activeProjects) },
  ];
  return (
    <section aria-labelledby="quick-stats-heading">
      <h2 id="quick-stats-heading" className="dashboard__section-title">
        Quick Stats
      </h2>
      <Row gutter={[16, 16]}>
        {items.map((item) => (
          <Col key={item.label} xs={12} lg={6}>
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
