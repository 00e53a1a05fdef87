/**
 * Gates the start-up sequence (src/boot.ts) opens one by one, so that deferred code never competes
 * with hydration or with itself.
 */
export type DeferredGroup = 'page-sections' | 'contact-form' | 'next-taps';

const gates = new Map<DeferredGroup, { opened: Promise<void>; open: () => void }>();

function gate(group: DeferredGroup) {
  let entry = gates.get(group);
  if (!entry) {
    let open: () => void = () => {};
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    entry = { opened, open };
    gates.set(group, entry);
  }
  return entry;
}

/** Resolves once the start-up sequence has released this group's code. */
export function whenReleased(group: DeferredGroup): Promise<void> {
  return gate(group).opened;
}

export function release(group: DeferredGroup): void {
  gate(group).open();
}
