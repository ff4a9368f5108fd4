import { ApiError } from '../../lib/api-client';
import { failureDetail } from '../failure-alert';

/** Why the project's figures could not be loaded (401, 403, else the server's message), in the
 *  words of `t` (the figures' texts). */
export function figuresFailure(error: unknown, t: (key: 'notLoggedIn' | 'notAllowed' | 'loadFailed') => string): string {
  if (error instanceof ApiError && error.status === 401) return t('notLoggedIn');
  if (error instanceof ApiError && error.status === 403) return t('notAllowed');
  return [t('loadFailed'), failureDetail(error)].filter(Boolean).join(' ');
}
