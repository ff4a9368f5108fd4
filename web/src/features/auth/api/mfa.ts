import type { MfaLoginBody, UserInfo } from '@mitmachkarte/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { adoptSession } from '../../../lib/session';

/** POST /auth/login/mfa: the second step of a login; on success the session is the user's. */
export function useMfaLogin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: MfaLoginBody) => apiPost<UserInfo>('/auth/login/mfa', body),
    onSuccess: (info) => adoptSession(qc, info),
  });
}
