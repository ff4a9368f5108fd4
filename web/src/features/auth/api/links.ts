import type { ConfirmLinkBody, SuccessAnswer, UserInfo } from '@mitmachkarte/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiGet, apiPost } from '../../../lib/api-client';
import { adoptSession, userInfoQueryOptions } from '../../../lib/session';

/** Which mailed link: the activation of a registration, or the confirmation of a new password. */
export type LinkKind = 'activation' | 'password';

const CHECK_PATHS: Record<LinkKind, string> = { activation: '/auth/activatejson/', password: '/auth/activatepasswordjson/' };

/** Whether a mailed link is still usable (GET /auth/activatejson/{token} or
 *  /auth/activatepasswordjson/{token}; changes nothing on the server, docs/decisions/0009):
 *  true, false for the server's 400, an error for anything else. */
export function useLinkUsable(kind: LinkKind, token: string) {
  return useQuery({
    queryKey: ['auth', 'link', kind, token],
    queryFn: () => apiGet<SuccessAnswer>(`${CHECK_PATHS[kind]}${encodeURIComponent(token)}`).then(
      () => true,
      (e: unknown) => {
        if (e instanceof ApiError && e.status === 400) return false;
        throw e;
      },
    ),
    retry: false,
    staleTime: Infinity,
    // The link's state is the same for everybody; the login that activation brings must not
    // re-check the link it has just used up.
    meta: { silent: true, sessionIndependent: true },
  });
}

/** POST /auth/activate: activates the registration of the link with its password and logs the
 *  person in; the session's queries then belong to the new user. */
export function useActivateAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfirmLinkBody) => apiPost<UserInfo>('/auth/activate', body),
    onSuccess: (info) => adoptSession(qc, info),
  });
}

/** POST /auth/confirmpassword: makes the new password of a reset link valid (every session of
 *  the account ends, this browser's too if it was logged in). */
export function useConfirmPassword() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfirmLinkBody) => apiPost<SuccessAnswer>('/auth/confirmpassword', body),
    onSuccess: () => void qc.invalidateQueries({ queryKey: userInfoQueryOptions.queryKey }),
  });
}
