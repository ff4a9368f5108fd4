import type { DashboardCounts } from '@mitmachkarte/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client';

/** GET /admin/dashboard: the counts of the admin dashboard. Silent on failure: the dashboard
 *  says so itself. */
export const dashboardQueryOptions = queryOptions({
  queryKey: ['admin', 'dashboard'],
  queryFn: () => apiGet<DashboardCounts>('/admin/dashboard'),
  meta: { silent: true },
});
