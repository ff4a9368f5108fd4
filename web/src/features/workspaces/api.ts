import type {
  AclEntry, DeletedPoint, ImportMapping, Invitation, InviteAnswer, Job, Point, PointsExportFormat, ProjectRetention, ProjectRetentionBody,
  TeamNotificationSettings, UpdateWorkspaceBody, Workspace, Deadlines,
} from '@mitmachkarte/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE, apiDelete, apiGet, apiPost, apiPut, uploadWithProgress } from '../../lib/api-client';
import { workspaceQueryOptions, workspacesQueryOptions } from '../../lib/gis';
import { projectRetentionQueryOptions } from '../../lib/retention';
import { userInfoQueryOptions } from '../../lib/session';

const enc = encodeURIComponent;

// One workspace is shared with the project page (lib/gis.ts).
export { useWorkspace, workspaceQueryOptions } from '../../lib/gis';

/** GET /gis/workspaceacl/list/{id}: the access list; managers only, so a refusal is silent (the
 *  panel says what it means). */
export const aclQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: ['gis', 'acl', workspaceId],
    queryFn: () => apiGet<AclEntry[]>(`/gis/workspaceacl/list/${enc(workspaceId)}`),
    staleTime: 0, retry: false, meta: { silent: true },
  });

/** GET /gis/workspaceacl/invitations/{id}: the open invitations (docs/product.md §17.4); managers only. */
export const invitationsQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: ['gis', 'invitations', workspaceId],
    queryFn: () => apiGet<Invitation[]>(`/gis/workspaceacl/invitations/${enc(workspaceId)}`),
    staleTime: 0, retry: false, meta: { silent: true },
  });

/** GET /gis/deletedpoints/{layerId}: soft-deleted points of a layer (managers). */
export const deletedPointsQueryOptions = (layerId: string) =>
  queryOptions({
    queryKey: ['gis', 'deletedpoints', layerId],
    queryFn: () => apiGet<DeletedPoint[]>(`/gis/deletedpoints/${enc(layerId)}`),
    staleTime: 0, retry: false, meta: { silent: true },
  });

/** GET /gis/jobs: the user's own background jobs (docs/product.md §18.4), asked again every two
 *  seconds while one of them is queued or running. */
export const jobsQueryOptions = queryOptions({
  queryKey: ['gis', 'jobs'],
  queryFn: () => apiGet<Job[]>('/gis/jobs'),
  staleTime: 0, retry: false, meta: { silent: true },
  refetchInterval: (query) => (query.state.data?.some((job) => job.State === 'queued' || job.State === 'running') ? 2000 : false),
});
export const useJobs = () => useQuery(jobsQueryOptions);

/** POST /gis/exports/{layerId}?format=…: starts an export as a job (202 with the job). */
export function useStartExportJob() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ layerId, format }: { layerId: string; format: PointsExportFormat }) => apiPost<Job>(`/gis/exports/${enc(layerId)}?format=${enc(format)}`, {}),
    onSuccess: () => qc.invalidateQueries({ queryKey: jobsQueryOptions.queryKey }),
  });
}

/** Address of a finished job's file (its owner only, GET /gis/jobs/{id}/file). */
export const jobFileUrl = (jobId: string) => `${API_BASE}/gis/jobs/${enc(jobId)}/file`;

export const useAccessList = (workspaceId: string | undefined) => useQuery({ ...aclQueryOptions(workspaceId ?? ''), enabled: Boolean(workspaceId) });
export const useInvitations = (workspaceId: string) => useQuery(invitationsQueryOptions(workspaceId));
export const useDeletedPoints = (layerId: string) => useQuery(deletedPointsQueryOptions(layerId));

/** Reloads the workspace list (docs/product.md §4) and, for one workspace, its details and access
 *  list; and the login state, whose `CanManageProjects` follows the teams (docs/product.md §17.4). */
function useReload() {
  const qc = useQueryClient();
  return (id?: string) => {
    void qc.invalidateQueries({ queryKey: workspacesQueryOptions.queryKey });
    void qc.invalidateQueries({ queryKey: userInfoQueryOptions.queryKey });
    if (id) {
      void qc.invalidateQueries({ queryKey: workspaceQueryOptions(id).queryKey });
      void qc.invalidateQueries({ queryKey: aclQueryOptions(id).queryKey });
    }
  };
}

/** PUT /gis/workspace/{id}: name, flags and attributes (the owner changes only by transfer). */
export function useUpdateWorkspace() {
  const qc = useQueryClient();
  const reload = useReload();
  return useMutation({
    mutationFn: ({ ID, ...body }: UpdateWorkspaceBody & { ID: string }) => apiPut<Workspace>(`/gis/workspace/${enc(ID)}`, body),
    onSuccess: (ws) => {
      qc.setQueryData(workspaceQueryOptions(ws.ID).queryKey, ws);
      // Closing or reopening moves the retention's dates (docs/product.md §17.8).
      void qc.invalidateQueries({ queryKey: projectRetentionQueryOptions(ws.ID).queryKey });
      reload();
    },
  });
}

/** PUT /gis/workspace/{id}/retention (managers): the project's period and photo choice; the answer
 *  replaces the cached retention. */
export function useUpdateProjectRetention(workspaceId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectRetentionBody) => apiPut<ProjectRetention>(`/gis/workspace/${enc(workspaceId)}/retention`, body),
    onSuccess: (answer) => qc.setQueryData(projectRetentionQueryOptions(workspaceId).queryKey, answer),
  });
}

/** GET /gis/workspace/{id}/team-notifications: the signed-in member's own team mails for the
 *  project (docs/product.md §16.8); team members only. */
export const teamNotificationsQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: ['gis', 'team-notifications', workspaceId],
    queryFn: () => apiGet<TeamNotificationSettings>(`/gis/workspace/${enc(workspaceId)}/team-notifications`),
    staleTime: 0, retry: false, meta: { silent: true },
  });
export const useTeamNotifications = (workspaceId: string) => useQuery(teamNotificationsQueryOptions(workspaceId));

/** PUT /gis/workspace/{id}/team-notifications: stores the member's choice; the answer replaces the cached one. */
export function useUpdateTeamNotifications(workspaceId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TeamNotificationSettings) => apiPut<TeamNotificationSettings>(`/gis/workspace/${enc(workspaceId)}/team-notifications`, body),
    onSuccess: (answer) => qc.setQueryData(teamNotificationsQueryOptions(workspaceId).queryKey, answer),
  });
}

/** GET /gis/workspace/{id}/deadlines: the project's targets (docs/product.md §16.11); team only. */
export const deadlinesQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: ['gis', 'deadlines', workspaceId],
    queryFn: () => apiGet<Deadlines>(`/gis/workspace/${enc(workspaceId)}/deadlines`),
    staleTime: 0, retry: false, meta: { silent: true },
  });
export const useDeadlines = (workspaceId: string) => useQuery(deadlinesQueryOptions(workspaceId));

/** PUT /gis/workspace/{id}/deadlines: stores the targets; the answer replaces the cached one. */
export function useUpdateDeadlines(workspaceId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Deadlines) => apiPut<Deadlines>(`/gis/workspace/${enc(workspaceId)}/deadlines`, body),
    onSuccess: (answer) => qc.setQueryData(deadlinesQueryOptions(workspaceId).queryKey, answer),
  });
}

/** DELETE /gis/workspace/{id} (owner only). */
export function useDeleteWorkspace() {
  const qc = useQueryClient();
  const reload = useReload();
  return useMutation({
    mutationFn: (id: string) => apiDelete<unknown>(`/gis/workspace/${enc(id)}`),
    onSuccess: (_answer, id) => {
      qc.removeQueries({ queryKey: workspaceQueryOptions(id).queryKey });
      reload();
    },
  });
}

/** POST /gis/workspace/{id}/transfer {Email} (owner only; 404 for an unknown address). */
export function useTransferWorkspace(id: string) {
  const reload = useReload();
  return useMutation({
    mutationFn: (Email: string) => apiPost<Workspace>(`/gis/workspace/${enc(id)}/transfer`, { Email }),
    onSuccess: () => reload(id),
  });
}

/** POST /gis/workspaceacl/remove/{id}: the answer is the new list. */
export function useRemoveFromTeam(workspaceId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { ID: string }) => apiPost<AclEntry[]>(`/gis/workspaceacl/remove/${enc(workspaceId)}`, body),
    onSuccess: (list) => qc.setQueryData(aclQueryOptions(workspaceId).queryKey, list),
  });
}

/** POST /gis/workspaceacl/invite/{id} {Email}: the address gets an invitation mail and joins when
 *  it accepts (docs/product.md §17.4); the answer carries both lists. */
export function useInvite(workspaceId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (Email: string) => apiPost<InviteAnswer>(`/gis/workspaceacl/invite/${enc(workspaceId)}`, { Email }),
    onSuccess: (answer) => {
      qc.setQueryData(aclQueryOptions(workspaceId).queryKey, answer.AccessList);
      qc.setQueryData(invitationsQueryOptions(workspaceId).queryKey, answer.Invitations);
    },
  });
}

/** DELETE /gis/workspaceacl/invitation/{id}: withdraws an open invitation; the answer is the rest. */
export function useWithdrawInvitation(workspaceId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => apiDelete<Invitation[]>(`/gis/workspaceacl/invitation/${enc(invitationId)}`),
    onSuccess: (rest) => qc.setQueryData(invitationsQueryOptions(workspaceId).queryKey, rest),
  });
}

/** POST /gis/point/{id}/restore; reloads the layer's deleted and current points. */
export function useRestorePoint(layerId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (pointId: string) => apiPost<Point>(`/gis/point/${enc(pointId)}/restore`, {}),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: deletedPointsQueryOptions(layerId).queryKey });
      void qc.invalidateQueries({ queryKey: ['gis', 'points', layerId] });
    },
  });
}

/** POST /gis/import/{layerId}/preview or, with `run`, /gis/import/{layerId} (docs/product.md
 *  §18.6): the file's bytes with the mapping (left out: the server suggests one) and its name, the
 *  share sent reported to `onProgress` (0..1). */
export function sendImport<T>(layerId: string, file: File, mapping: ImportMapping | undefined, run: boolean, onProgress: (fraction: number) => void): Promise<T> {
  const query = new URLSearchParams({ name: file.name });
  if (mapping) query.set('mapping', JSON.stringify(mapping));
  return uploadWithProgress<T>(`/gis/import/${enc(layerId)}${run ? '' : '/preview'}?${query}`, file, onProgress);
}
