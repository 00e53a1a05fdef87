/**
 * Parts of a printed page drawn only for print (the exposé's booking QR code): the print button asks
 * each to draw itself and waits until it is drawn.
 */
const printParts = new Set<() => Promise<void>>();

/** Registers a part that draws itself when asked, resolving once drawn; returns its removal. */
export function addPrintPart(draw: () => Promise<void>): () => void {
  printParts.add(draw);
  return () => printParts.delete(draw);
}

/** Asks every registered part to draw itself; resolves once all are drawn (a failed one counts as done). */
export function drawPrintParts(): Promise<unknown> {
  return Promise.all([...printParts].map((draw) => draw().catch(() => undefined)));
}
