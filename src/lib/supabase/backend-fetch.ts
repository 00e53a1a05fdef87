/** How every client of the backend fetches: with a time limit, since a weak signal can leave a request hanging. */

/** A request that takes longer than this counts as "the backend cannot be reached" (weak signal). */
export const BACKEND_REQUEST_TIMEOUT_MS = 15_000;

/** fetch with a time limit; the caller's own abort signal still works. */
export function fetchWithTimeout(timeoutMs: number): typeof fetch {
  return (input, init) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    return fetch(input, { ...init, signal });
  };
}
