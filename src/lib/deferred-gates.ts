/**
 * When deferred parts may load (components/deferred/deferred-part.tsx): the start-up sequence
 * (src/boot.ts) opens each moment in turn, so deferred code never competes with hydration or itself.
 */
export type PartsMoment = 'interactive' | 'idle';

const gates = new Map<PartsMoment, { opened: Promise<void>; open: () => void }>();

function gate(moment: PartsMoment) {
  let entry = gates.get(moment);
  if (!entry) {
    let open: () => void = () => {};
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    entry = { opened, open };
    gates.set(moment, entry);
  }
  return entry;
}

/** Resolves once the start-up sequence has let parts of this moment load. */
export function whenPartsMayLoad(moment: PartsMoment): Promise<void> {
  return gate(moment).opened;
}

export function letPartsLoad(moment: PartsMoment): void {
  gate(moment).open();
}
