/**
 * Gates for code that loads after the page is interactive. A component that waits for its code
 * asks `whenReleased(group)`; the start-up sequence (src/boot.ts) opens the gates one after the
 * other, in its stated order, so that deferred code never competes with hydration or with itself.
 */
/**
 * `next-taps`: the code a tap is likely to need next (the contact dialog, the project page's
 * apartments and picker tabs), loaded ahead so that the tap renders at once instead of waiting for it.
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
