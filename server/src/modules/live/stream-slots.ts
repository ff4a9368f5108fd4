/** The count of the live streams open in this process (docs/product.md §21.1, docs/security.md,
 *  Limits): per session, per client address (lib/client-address.ts rateLimitKey: an IPv4 address,
 *  an IPv6 /64) and in all. A client without cookies gets a new session with every request, so
 *  only the address and the process's total bound what one client can hold open. In memory: a
 *  stream lives on one process, which frees its slots when it ends (also when the process dies);
 *  with several instances each counts its own streams. */

export type StreamLimits = Readonly<{ perSession: number; perAddress: number; inAll: number }>;

/** Which limit refused a stream: the client's (session or address) or the process's. */
export type StreamRefusal = 'client' | 'process';

export type StreamSlots = {
  /** Takes a slot for a stream of `session` from `address` (a rate-limit key); answers the
   *  function that frees it (once), or the limit that refused it, taking nothing. */
  take(session: string, address: string): { release: () => void } | { refused: StreamRefusal };
};

export function createStreamSlots(limits: StreamLimits): StreamSlots {
  const bySession = new Map<string, number>();
  const byAddress = new Map<string, number>();
  let inAll = 0;
  const change = (counts: Map<string, number>, key: string, by: number) => {
    const n = (counts.get(key) ?? 0) + by;
    if (n > 0) counts.set(key, n);
    else counts.delete(key);
  };
  return {
    take(session, address) {
      if (inAll >= limits.inAll) return { refused: 'process' };
      if ((bySession.get(session) ?? 0) >= limits.perSession || (byAddress.get(address) ?? 0) >= limits.perAddress) return { refused: 'client' };
      change(bySession, session, 1);
      change(byAddress, address, 1);
      inAll++;
      let released = false;
      return {
        release: () => {
          if (released) return;
          released = true;
          change(bySession, session, -1);
          change(byAddress, address, -1);
          inAll--;
        },
      };
    },
  };
}
