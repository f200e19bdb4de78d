import { Card, Col, Row, Skeleton, Statistic } from 'antd';
import { LoadError } from '../../console/load-gate';
import { loadFailureOf } from '../../console/data-loading';
import type { TrafficCounters as Counters } from '../../types/console';
import { useGetStatsQuery } from './stats-api';
import { formatCount } from '../../lib/format';

const COUNTERS: readonly { key: keyof Counters; label: string }[] = [
  { key: 'year', label: 'Year' },
  { key: 'month', label: 'Month' },
  { key: 'week', label: 'Week' },
  { key: 'today', label: 'Today' },
  { key: 'yesterday', label: 'Yesterday' },
];

/** Traffic counters Year, Month, Week, Today, Yesterday, for the admin or the manager page. */
export function TrafficCounters({ audience }: { audience: 'admin' | 'manager' }) {
  const { data, error, isError, isFetching, refetch } = useGetStatsQuery();
  const traffic = data?.traffic[audience];
  return (
    <section aria-labelledby="traffic-heading" className="dashboard__section">
      <h2 id="traffic-heading" className="dashboard__section-title">
        Traffic
      </h2>
      {isError && !isFetching ? (
        <LoadError
          title="Traffic could not be loaded"
          failure={loadFailureOf(error)}
          heading="h3"
          onRetry={() => void refetch()}
        />
      ) : (
        <Row gutter={[16, 16]}>
          {COUNTERS.map((c) => (
            <Col key={c.key} xs={12} sm={8} lg={4} flex="auto">
              <Card size="small" role="group" aria-label={c.label}>
                {traffic ? (
                  <Statistic title={c.label} value={formatCount(traffic[c.key])} />
                ) : (
                  <Skeleton active paragraph={false} />
                )}
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </section>
  );
}
