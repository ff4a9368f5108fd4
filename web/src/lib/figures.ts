import type { WorkspaceFigures } from '@mitmachkarte/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client';

/** The figures of a project's work („Kennzahlen“, docs/product.md §16.11) as the page „Kennzahlen“
 *  and the printed report of a map's charts (§18.5) share them. */

/** The period of the figures: days in Berlin's calendar (JJJJ-MM-TT), each optional. */
export type FiguresPeriod = { von?: string; bis?: string };

/** The page of a project's figures, `/kennzahlen/{id}`. */
export const figuresPath = (workspaceId: string) => `/kennzahlen/${encodeURIComponent(workspaceId)}`;

/** GET /gis/workspace/{id}/figures?von=&bis= (docs/product.md §16.11): the project's figures, for its team. */
export const figuresQueryOptions = (workspaceId: string, period: FiguresPeriod) =>
  queryOptions({
    queryKey: ['gis', 'figures', workspaceId, period],
    queryFn: () => {
      const query = new URLSearchParams(Object.entries(period).filter(([, v]) => v) as [string, string][]).toString();
      return apiGet<WorkspaceFigures>(`/gis/workspace/${encodeURIComponent(workspaceId)}/figures${query ? `?${query}` : ''}`);
    },
    // A refused call (401, 403, 404) is not asked again; the screen says why.
    retry: false,
    placeholderData: keepPreviousData,
  });

/** The figures of project `workspaceId` in `period`; asks nothing while the id is still unknown (''). */
export const useFigures = (workspaceId: string, period: FiguresPeriod) =>
  useQuery({ ...figuresQueryOptions(workspaceId, period), enabled: workspaceId !== '' });
