import type { ProjectResults, ProjectResultsPage } from '@mitmachkarte/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE, apiGet, apiPut } from './api-client';

/** The server calls of a project's results page (docs/product.md §25.5), shared by the page
 *  (features/results), the project page's link (features/projects) and the team's section
 *  „Ergebnisse“ (features/workspaces). */
const enc = encodeURIComponent;

/** The results page's path: `/projekt/{id}/ergebnisse`. */
export const resultsPath = (workspaceId: string) => `/projekt/${enc(workspaceId)}/ergebnisse`;

/** GET /gis/workspace/{id}/results: 404 for everyone but the team before the results phase. */
export const useProjectResults = (workspaceId: string, enabled = true) => useQuery({
  queryKey: ['results', workspaceId],
  queryFn: () => apiGet<ProjectResultsPage>(`/gis/workspace/${enc(workspaceId)}/results`),
  staleTime: 0, retry: false, meta: { silent: true }, enabled,
});

/** PUT /gis/workspace/{id}/results (the team); the page is read again afterwards. */
export function useSaveProjectResults(workspaceId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectResults) => apiPut<ProjectResultsPage>(`/gis/workspace/${enc(workspaceId)}/results`, body),
    onSuccess: (page) => qc.setQueryData(['results', workspaceId], page),
  });
}

/** The open data download of a map (docs/product.md §24.4), built by the server. */
export const openDataDownloadUrl = (layerId: string, format: string) => `${API_BASE}/dcat/download/${enc(layerId)}?format=${enc(format)}`;
