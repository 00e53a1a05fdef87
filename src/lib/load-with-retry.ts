/** The longest wait between two attempts. */
const MAX_RETRY_DELAY_MS = 30_000;

/** The connection is back, or `ms` have passed. */
function nextAttempt(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
  });
}

/**
 * Loading code fails when the connection drops before it arrived (and no service worker has it yet):
 * it is fetched again when the connection returns, or after a growing pause, until it arrives.
 */
export async function loadWithRetry<T>(load: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      console.warn('A part of the page could not load its code yet; trying again.', error);
      await nextAttempt(Math.min(MAX_RETRY_DELAY_MS, 2_000 * 2 ** attempt));
    }
  }
}
