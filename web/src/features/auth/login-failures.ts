import { useSyncExternalStore } from 'react';
import { LOGIN_FAILURE_THRESHOLD } from '@mitmachkarte/contract';

/** Failed-login counter shared by the login screen and the navigation bar's inline login
 *  (docs/product.md §4 Session): a failure increments it, a success resets it to 0; at 3 or more the
 *  password-reset offer opens until dismissed. */
let state = { failures: 0, offerOpen: false };
const listeners = new Set<() => void>();
const set = (next: typeof state) => {
  state = next;
  listeners.forEach((l) => l());
};

export const recordLoginFailure = () => {
  const failures = state.failures + 1;
  set({ failures, offerOpen: failures >= LOGIN_FAILURE_THRESHOLD });
};
export const recordLoginSuccess = () => set({ failures: 0, offerOpen: false });
export const closeResetOffer = () => set({ ...state, offerOpen: false });

export function useLoginFailures() {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
  );
}
