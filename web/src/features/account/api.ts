import type {
  ApiToken, ChangePasswordBody, CreateApiTokenBody, CreatedApiToken, DeleteAccountBody, EnableMfaBody, MessageBody, MfaProofBody, MfaRecoveryCodes, MfaSetup, MfaStatus, Passkey, SessionInfo, SetUpMfaBody,
} from '@mitmachkarte/contract';
import { type PublicKeyCredentialCreationOptionsJSON, startRegistration } from '@simplewebauthn/browser';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { API_BASE, apiDelete, apiGet, apiPost, apiPut } from '../../lib/api-client';
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
  queryFn: ({ client }) => whenLoggedIn(client, () => apiGet<MfaStatus>('/auth/mfa'), { Enabled: false, RecoveryCodesLeft: 0, Required: false, Passkeys: 0 }),
});

/** POST /auth/mfa/setup with the password: a new secret and its QR code. */
export const useSetUpMfa = () => useMutation({ mutationFn: (body: SetUpMfaBody) => apiPost<MfaSetup>('/auth/mfa/setup', body) });

/** POST /auth/mfa/enable, /auth/mfa/recovery-codes and /auth/mfa/disable; afterwards the status is
 *  read again. Switching it off may change the session's rights, so the session is read again
 *  too; after switching it on (or new codes) that waits until the codes are saved
 *  (useSessionRefresh), because a session that had to set it up first leaves the set-up screen
 *  (features/account/mfa-setup-screen.tsx) as soon as it learns of it. */
export function useChangeMfa() {
  const qc = useQueryClient();
  const status = () => void qc.invalidateQueries({ queryKey: mfaStatusQueryOptions.queryKey });
  return {
    enable: useMutation({ mutationFn: (body: EnableMfaBody) => apiPost<MfaRecoveryCodes>('/auth/mfa/enable', body), onSuccess: status }),
    renew: useMutation({ mutationFn: (body: MfaProofBody) => apiPost<MfaRecoveryCodes>('/auth/mfa/recovery-codes', body), onSuccess: status }),
    disable: useMutation({
      mutationFn: (body: MfaProofBody) => apiPost<MessageBody>('/auth/mfa/disable', body),
      onSuccess: () => {
        status();
        void qc.invalidateQueries({ queryKey: userInfoQueryOptions.queryKey });
      },
    }),
  };
}

/** Reads the session (GET /auth/info) again: once new recovery codes are saved. */
export function useSessionRefresh() {
  const qc = useQueryClient();
  return () => void qc.invalidateQueries({ queryKey: userInfoQueryOptions.queryKey });
}

/** GET /auth/passkeys: the own passkeys (docs/product.md §14). */
export const passkeysQueryOptions = queryOptions({
  queryKey: ['auth', 'passkeys'],
  queryFn: ({ client }) => whenLoggedIn(client, () => apiGet<Passkey[]>('/auth/passkeys'), []),
});

/** „Passkey hinzufügen“ with the current password: the server's options, the browser's registration ceremony
 *  (@simplewebauthn/browser startRegistration, which asks the authenticator) and its answer to
 *  POST /auth/passkeys/registration; afterwards the list and the session (a passkey is a second
 *  factor) are read again. */
export function useAddPasskey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (Password: string) => {
      const optionsJSON = await apiPost<PublicKeyCredentialCreationOptionsJSON>('/auth/passkeys/registration/options', { Password });
      const response = await startRegistration({ optionsJSON });
      return apiPost<Passkey>('/auth/passkeys/registration', { Response: response });
    },
    onSuccess: () => Promise.all([
      qc.invalidateQueries({ queryKey: passkeysQueryOptions.queryKey }), qc.invalidateQueries({ queryKey: mfaStatusQueryOptions.queryKey }),
      qc.invalidateQueries({ queryKey: userInfoQueryOptions.queryKey }),
    ]),
  });
}

/** PUT /auth/passkeys/{id}: a new name. */
export function useRenamePasskey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (p: { id: string; Name: string }) => apiPut<Passkey>(`/auth/passkeys/${encodeURIComponent(p.id)}`, { Name: p.Name }),
    onSuccess: () => qc.invalidateQueries({ queryKey: passkeysQueryOptions.queryKey }),
  });
}

/** DELETE /auth/passkeys/{id}; afterwards the list and the second factor's state are read again. */
export function useRemovePasskey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiDelete<MessageBody>(`/auth/passkeys/${encodeURIComponent(id)}`),
    onSuccess: () => Promise.all([
      qc.invalidateQueries({ queryKey: passkeysQueryOptions.queryKey }), qc.invalidateQueries({ queryKey: mfaStatusQueryOptions.queryKey }),
    ]),
  });
}

/** GET /auth/tokens: the account's API keys (docs/product.md §24.6). */
export const apiTokensQueryOptions = queryOptions({
  queryKey: ['auth', 'tokens'],
  queryFn: ({ client }) => whenLoggedIn(client, () => apiGet<ApiToken[]>('/auth/tokens'), []),
});

/** POST /auth/tokens: a new key, whose answer holds the key this once; the list reloads. */
export function useCreateApiToken() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiTokenBody) => apiPost<CreatedApiToken>('/auth/tokens', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: apiTokensQueryOptions.queryKey }),
  });
}

/** DELETE /auth/tokens/{id}: withdraws a key; the list reloads. */
export function useRevokeApiToken() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiDelete<MessageBody>(`/auth/tokens/${encodeURIComponent(id)}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: apiTokensQueryOptions.queryKey }),
  });
}
