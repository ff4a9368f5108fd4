import type { UserInfo } from '@mitmachkarte/contract';
import { type PublicKeyCredentialRequestOptionsJSON, startAuthentication } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { adoptSession, afterPendingLoads } from '../../../lib/session';

/** Where a passkey answers: the sign-in without a password (POST /auth/passkeys/login…) or the
 *  second step after the password (POST /auth/mfa/passkey…). */
export type PasskeyStep = 'login' | 'mfa';

const PATHS: Record<PasskeyStep, string> = { login: '/auth/passkeys/login', mfa: '/auth/mfa/passkey' };

/** Signing in with a passkey (docs/product.md §14): the server's options, the browser's
 *  authentication ceremony (@simplewebauthn/browser startAuthentication, which asks the
 *  authenticator) and its answer; on success the session is the user's. */
export function usePasskeyLogin(step: PasskeyStep) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await afterPendingLoads(qc);
      const optionsJSON = await apiPost<PublicKeyCredentialRequestOptionsJSON>(`${PATHS[step]}/options`, {});
      const response = await startAuthentication({ optionsJSON });
      return apiPost<UserInfo>(PATHS[step], { Response: response });
    },
    onSuccess: (info) => adoptSession(qc, info),
  });
}
