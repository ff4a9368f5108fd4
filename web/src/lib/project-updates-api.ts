import type { MessageBody, ProjectUpdate, ProjectUpdateBody, ProjectUpdateRecipients } from '@mitmachkarte/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost } from './api-client';
import { workspaceQueryOptions } from './gis';

/** The server calls of a project's „Neuigkeiten“ (docs/product.md §25.5), shared by the project
 *  page (features/projects), the project management (features/workspaces) and the page of the
 *  mails' unsubscribe link (features/notifications). */
const enc = encodeURIComponent;
const base = (workspaceId: string) => `/gis/workspace/${enc(workspaceId)}`;

export const projectUpdatesQueryOptions = (workspaceId: string) => queryOptions({
  queryKey: ['project-updates', workspaceId],
  queryFn: () => apiGet<ProjectUpdate[]>(`${base(workspaceId)}/updates`),
  staleTime: 0, retry: false, meta: { silent: true },
});
/** GET /gis/workspace/{id}/updates: the newest first. */
export const useProjectUpdates = (workspaceId: string) => useQuery(projectUpdatesQueryOptions(workspaceId));

/** GET /gis/workspace/{id}/updates/recipients: how many an update would reach now (the team). */
export const useUpdateRecipients = (workspaceId: string) => useQuery({
  queryKey: ['project-updates', workspaceId, 'recipients'],
  queryFn: () => apiGet<ProjectUpdateRecipients>(`${base(workspaceId)}/updates/recipients`),
  staleTime: 0, retry: false, meta: { silent: true },
});

/** POST and DELETE /gis/workspace/{id}/follow; the project is read again afterwards (its flag `Following`). */
export function useFollowProject(workspaceId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => (follow ? apiPost<MessageBody>(`${base(workspaceId)}/follow`, {}) : apiDelete<MessageBody>(`${base(workspaceId)}/follow`)),
    onSuccess: () => qc.invalidateQueries({ queryKey: workspaceQueryOptions(workspaceId).queryKey }),
  });
}

/** The team's writes of a project's updates; each reads the list (and the count) again afterwards. */
export function useUpdateWrites(workspaceId: string) {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: ['project-updates', workspaceId] });
  return {
    create: useMutation({ mutationFn: (body: ProjectUpdateBody) => apiPost<ProjectUpdate>(`${base(workspaceId)}/updates`, body), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (id: string) => apiDelete<MessageBody>(`${base(workspaceId)}/updates/${enc(id)}`), onSuccess: refresh }),
  };
}
