import type { StaffSignIn, StaffSignInBody } from '@mitmachkarte/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPut } from './api-client';

/** The administrators' API of an organisation's staff rule (docs/product.md §14.1, „Team-Anmeldung“). */
const path = (orgId: string) => `/admin/organisation/${encodeURIComponent(orgId)}/staff-sign-in`;

export const staffSignInQueryOptions = (orgId: string) => queryOptions({
  queryKey: ['admin', 'organisations', orgId, 'staff-sign-in'],
  queryFn: () => apiGet<StaffSignIn>(path(orgId)),
  meta: { silent: true },
});

export const saveStaffSignIn = (orgId: string, body: StaffSignInBody) => apiPut<StaffSignIn>(path(orgId), body);
