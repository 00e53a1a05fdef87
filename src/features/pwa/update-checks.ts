/**
 * Keeps a page left open for days current (an agent's tablet): it asks for a new service worker every
 * hour and whenever the page comes back into view or regains focus. A waiting worker is applied only
 * while the page is out of view (screen off, another tab) and no form holds unsent input
 * (lib/unsent-input.ts); in view, the update notice lets the visitor choose (update-prompt.tsx).
 * Loaded by sw-bridge.ts after the worker is registered, never on the first load.
 */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export interface UpdateCheckOptions {
  /** Asks the server for a new worker (Workbox.update()). */
  check: () => Promise<unknown>;
  /** Activates the waiting worker (the page reloads once it controls it). */
  apply: () => void;
  isWaiting: () => boolean;
  hasUnsentInput: () => boolean;
  intervalMs?: number;
  doc?: Document;
  win?: Window;
}

export interface UpdateChecks {
  /** Called when a new worker starts waiting: applied now if the rule allows it. */
  onWaiting: () => void;
  stop: () => void;
}

/** The rule: a waiting worker is applied only out of view and with no unsent input. */
export function mayApplyUpdate(state: { waiting: boolean; hidden: boolean; unsentInput: boolean }): boolean {
  return state.waiting && state.hidden && !state.unsentInput;
}

export function startUpdateChecks(options: UpdateCheckOptions): UpdateChecks {
  const doc = options.doc ?? document;
  const win = options.win ?? window;
  let applied = false;

  const applyIfAllowed = () => {
    if (applied) return;
    const allowed = mayApplyUpdate({
      waiting: options.isWaiting(),
      hidden: doc.visibilityState === 'hidden',
      unsentInput: options.hasUnsentInput(),
    });
    if (!allowed) return;
    applied = true;
    options.apply();
  };

  let checking = false;
  const check = () => {
    if (checking) return;
    checking = true;
    options
      .check()
      .catch((error: unknown) => console.warn('The update check failed', error))
      .finally(() => {
        checking = false;
        applyIfAllowed();
      });
  };

  const onVisibility = () => {
    if (doc.visibilityState === 'visible') check();
    else applyIfAllowed();
  };
  const timer = win.setInterval(check, options.intervalMs ?? UPDATE_CHECK_INTERVAL_MS);
  doc.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('focus', check);

  return {
    onWaiting: applyIfAllowed,
    stop: () => {
      win.clearInterval(timer);
      doc.removeEventListener('visibilitychange', onVisibility);
      win.removeEventListener('focus', check);
    },
  };
}
