/** Performance mark set when the page has been hydrated (interactive); the size budget reads it. */
export const HYDRATED_MARK = 'app-hydrated';

let hydrated = false;
let resolveHydrated: () => void = () => {};
const hydration = new Promise<void>((resolve) => {
  resolveHydrated = resolve;
});

/** Called once, by the root component's first effect: the prerendered page is now interactive. */
export function markHydrated(): void {
  if (hydrated) return;
  hydrated = true;
  performance.mark(HYDRATED_MARK);
  resolveHydrated();
}

export function isHydrated(): boolean {
  return hydrated;
}

/** Resolves once the page is interactive (never during server rendering). */
export function whenHydrated(): Promise<void> {
  return hydration;
}
