import { z } from 'zod';

/** GET /admin/dashboard answer: how much the platform holds. `Points` counts points not
 *  deleted, `PointsLast7Days` those of them created in the last 7 days. */
export const DashboardCounts = z.object({
  Users: z.number().int(),
  Groups: z.number().int(),
  Organisations: z.number().int(),
  Workspaces: z.number().int(),
  Layers: z.number().int(),
  Points: z.number().int(),
  PointsLast7Days: z.number().int(),
});
export type DashboardCounts = z.infer<typeof DashboardCounts>;
