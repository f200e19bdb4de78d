import { Button, Card, Col, Result, Row, Skeleton, Statistic } from 'antd';
import { formatCount, formatUsd } from '../../lib/format';
import { useGetStatsQuery } from './stats-api';

/** Quick Stats (spec 2.11): four static numbers from GET /api/admin/stats. */
export function QuickStats() {
  const { data, isError, isFetching, refetch } = useGetStatsQuery();
  if (isError && !isFetching) {
    return (
      <Card>
        <Result
          status="warning"
          title={<h2 className="console-result-title">Quick Stats could not be loaded</h2>}
          extra={<Button onClick={() => void refetch()}>Retry</Button>}
        />
      </Card>
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
