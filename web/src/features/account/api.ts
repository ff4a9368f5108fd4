import type { DeleteAccountBody, MessageBody, SessionInfo } from '@mitmachkarte/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { API_BASE, apiDelete, apiGet, apiPost } from '../../lib/api-client';
import { adoptSession, userInfoQueryOptions } from '../../lib/session';

/** Address of the own data's ZIP archive (GET /auth/account/export), for a download link. */
export const ACCOUNT_EXPORT_URL = `${API_BASE}/auth/account/export`;

/** POST /auth/account/delete; afterwards the visitor is logged out. */
export function useDeleteAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => apiPost<MessageBody>('/auth/account/delete', body),
    onSuccess: () => adoptSession(qc, { LoggedIn: false, Permissions: [] }),
  });
}

/** GET /auth/sessions: the user's live sessions; none without a login (after a logout or the
 *  deletion the profile may still ask once before it closes). */
export const sessionsQueryOptions = queryOptions({
  queryKey: ['auth', 'sessions'],
  queryFn: ({ client }) => (client.getQueryData(userInfoQueryOptions.queryKey)?.LoggedIn ? apiGet<SessionInfo[]>('/auth/sessions') : []),
});

/** DELETE /auth/session/{id}, or DELETE /auth/sessions for every other one (`id` undefined). Ending
 *  the own session logs the visitor out. */
export function useEndSession() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (session: { id?: string; current?: boolean }) =>
      apiDelete<MessageBody>(session.id === undefined ? '/auth/sessions' : `/auth/session/${encodeURIComponent(session.id)}`),
    onSuccess: (_answer, session) => {
      if (session.current) adoptSession(qc, { LoggedIn: false, Permissions: [] });
      else void qc.invalidateQueries({ queryKey: sessionsQueryOptions.queryKey });
    },
  });
}
