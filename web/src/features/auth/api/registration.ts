import type { RegisterAnswer, RegisterBody, ResetPasswordBody } from '@mitmachkarte/contract';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiPost } from '../../../lib/api-client';

/** How a registration ended (docs/product.md §3, §8): the server's answer, `terms` when it refused
 *  the acceptance of the terms of use (missing or outdated, §2.22), `error` for any other answer
 *  and `failed` when the call itself failed (no connection, server error). */
export type RegisterOutcome = RegisterAnswer['Message'] | 'terms' | 'error' | 'failed';

/** POST /auth/register. The server answers 200 success, 409 exists, 400 noemail, 400 at the field
 *  AcceptTerms; other 4xx answers are 'error', no answer or a 5xx is 'failed'. Never throws. */
export async function register(body: RegisterBody): Promise<RegisterOutcome> {
  try {
    const answer = await apiPost<Partial<RegisterAnswer> | undefined>('/auth/register', body);
    return answer?.Message === 'success' ? 'success' : 'error';
  } catch (e) {
    if (!(e instanceof ApiError) || e.status === 0 || e.status >= 500) return 'failed';
    if (e.message === 'exists' || e.message === 'noemail') return e.message;
    if (e.status === 400 && e.errors.some((f) => f.Field === 'AcceptTerms')) return 'terms';
    return 'error';
  }
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}

/** POST /auth/resetpassword: the address and the new password, which the mailed link activates. */
export function useResetPassword() {
  return useMutation({ mutationFn: (body: ResetPasswordBody) => apiPost<unknown>('/auth/resetpassword', body) });
}
