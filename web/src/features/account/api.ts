import type { ChangePasswordBody, DeleteAccountBody, DisableMfaBody, EnableMfaBody, MessageBody, MfaRecoveryCodes, MfaSetup, MfaStatus, SessionInfo } from '@mitmachkarte/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { API_BASE, apiDelete, apiGet, apiPost } from '../../lib/api-client';
import { adoptSession, userInfoQueryOptions, whenLoggedIn } from '../../lib/session';

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

/** POST /auth/password (docs/product.md §16.6); the other sessions end, so their list reloads. */
export function useChangePassword() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => apiPost<MessageBody>('/auth/password', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: sessionsQueryOptions.queryKey }),
  });
}

/** GET /auth/sessions: the user's live sessions. */
export const sessionsQueryOptions = queryOptions({
  queryKey: ['auth', 'sessions'],
  queryFn: ({ client }) => whenLoggedIn(client, () => apiGet<SessionInfo[]>('/auth/sessions'), []),
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

/** GET /auth/mfa: whether two-factor login is on, and whether the organisation requires it. */
export const mfaStatusQueryOptions = queryOptions({
  queryKey: ['auth', 'mfa'],
  queryFn: ({ client }) => whenLoggedIn(client, () => apiGet<MfaStatus>('/auth/mfa'), { Enabled: false, RecoveryCodesLeft: 0, Required: false }),
});

/** POST /auth/mfa/setup: a new secret and its QR code. */
export const useSetUpMfa = () => useMutation({ mutationFn: () => apiPost<MfaSetup>('/auth/mfa/setup', {}) });

/** POST /auth/mfa/enable and /auth/mfa/disable; afterwards the status and the session (whose
 *  rights may grow) are read again. */
export function useChangeMfa() {
  const qc = useQueryClient();
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: mfaStatusQueryOptions.queryKey });
    void qc.invalidateQueries({ queryKey: userInfoQueryOptions.queryKey });
  };
  return {
    enable: useMutation({ mutationFn: (body: EnableMfaBody) => apiPost<MfaRecoveryCodes>('/auth/mfa/enable', body), onSuccess: refresh }),
    disable: useMutation({ mutationFn: (body: DisableMfaBody) => apiPost<MessageBody>('/auth/mfa/disable', body), onSuccess: refresh }),
  };
}
