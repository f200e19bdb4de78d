import type { AdminStatsResponse } from '../../../src/types/console';

/** Quick Stats and traffic counters: static sample numbers (product rules, 'Staff console'). */
export const ADMIN_STATS_FIXTURE: AdminStatsResponse = {
  stats: { propertiesManaged: 42, activeTenants: 128, monthlyRevenue: 86_420, activeProjects: 7 },
  traffic: {
    admin: { year: 5000, month: 1200, week: 300, today: 40, yesterday: 35 },
    manager: { year: 2400, month: 650, week: 130, today: 25, yesterday: 20 },
  },
};
