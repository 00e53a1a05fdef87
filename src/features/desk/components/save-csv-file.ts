/** Hands a CSV text to the browser as a download named grabbeallee-68-<topic>-<YYYY-MM-DD>.csv. */
export function saveCsvFile(csv: string, topic: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `grabbeallee-68-${topic}-${new Date().toISOString().slice(0, 10)}.csv`;
  link.click();
  // Revoked later, not at once: the browser may still be reading the file when click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
