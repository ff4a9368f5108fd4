import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/** Query key of the signed-in user's info and permissions, which a change of groups or users may
 *  alter. */
export const SESSION_QUERY_KEY: QueryKey = ['auth', 'info'];

/** A write of the admin area: once `mutationFn` succeeded, every admin list and the dashboard
 *  counts (query key ['admin']) are reloaded, and the queries of `alsoReload` (the session, the
 *  organisation of this host). */
export function useAdminMutation<TBody, TResult>(mutationFn: (body: TBody) => Promise<TResult>, alsoReload: readonly QueryKey[] = []) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      for (const queryKey of [['admin'], ...alsoReload]) void qc.invalidateQueries({ queryKey });
    },
  });
}
