import type { Assignment, AssignmentBody, BulkAssignmentBody, BulkAssignmentResult, Departments, DepartmentsBody, RoutingRules } from '@mitmachkarte/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, apiPut } from './api-client';

/** Responsibility („Zuständigkeit“, docs/product.md §16.10): the calls the project management, the
 *  entry's details and the inbox share. */

const enc = encodeURIComponent;

/** GET /gis/workspace/{id}/departments (the team): departments, the team's people, the public setting. */
export const departmentsQueryOptions = (workspaceId: string) => queryOptions({
  queryKey: ['gis', 'departments', workspaceId],
  queryFn: () => apiGet<Departments>(`/gis/workspace/${enc(workspaceId)}/departments`),
  meta: { silent: true },
  retry: false,
});

export const useDepartments = (workspaceId: string | undefined) =>
  useQuery({ ...departmentsQueryOptions(workspaceId ?? ''), enabled: Boolean(workspaceId) });

/** PUT /gis/workspace/{id}/departments: the answer replaces the cached list. */
export function useSaveDepartments(workspaceId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: DepartmentsBody) => apiPut<Departments>(`/gis/workspace/${enc(workspaceId)}/departments`, body),
    onSuccess: (answer) => qc.setQueryData(departmentsQueryOptions(workspaceId).queryKey, answer),
  });
}

/** GET /gis/workspace/{id}/routing-rules (the team). */
export const routingRulesQueryOptions = (workspaceId: string) => queryOptions({
  queryKey: ['gis', 'routing-rules', workspaceId],
  queryFn: () => apiGet<RoutingRules>(`/gis/workspace/${enc(workspaceId)}/routing-rules`),
  meta: { silent: true },
  retry: false,
});

export const useRoutingRules = (workspaceId: string) => useQuery(routingRulesQueryOptions(workspaceId));

/** PUT /gis/workspace/{id}/routing-rules: the answer replaces the cached rules. */
export function useSaveRoutingRules(workspaceId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: RoutingRules) => apiPut<RoutingRules>(`/gis/workspace/${enc(workspaceId)}/routing-rules`, body),
    onSuccess: (answer) => qc.setQueryData(routingRulesQueryOptions(workspaceId).queryKey, answer),
  });
}

/** PUT /gis/point/{id}/assignment; `onDone` refreshes what shows the entry. */
export const useAssignPoint = (pointId: string, onDone: () => void) => useMutation({
  mutationFn: (body: AssignmentBody) => apiPut<Assignment>(`/gis/point/${enc(pointId)}/assignment`, body),
  onSuccess: onDone,
});

/** POST /gis/workspace/{id}/assignment: many entries at once; then the inbox loads again. */
export function useBulkAssign(workspaceId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkAssignmentBody) => apiPost<BulkAssignmentResult>(`/gis/workspace/${enc(workspaceId)}/assignment`, body),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['gis', 'inbox'] }),
  });
}
