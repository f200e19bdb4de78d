import type { AdminStatsResponse } from '../../../src/types/console';

/**
 * The traffic counters: static sample numbers (product rules, 'Staff console'). Quick Stats
 * come from the data (server/domain/stats.ts).
 */
export const TRAFFIC_FIXTURE: AdminStatsResponse['traffic'] = {
  admin: { year: 5000, month: 1200, week: 300, today: 40, yesterday: 35 },
  manager: { year: 2400, month: 650, week: 130, today: 25, yesterday: 20 },
};
