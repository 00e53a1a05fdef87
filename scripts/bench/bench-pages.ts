/**
 * The pages the bench measures with Lighthouse (bench.ts), and whose HTML the size budget keeps
 * within the first round trip (../size-budget.ts): the pages a visitor arrives on from a search or
 * a shared link.
 */
export const BENCH_PAGES = [
  '/',
  '/de',
  '/projects/grabbeallee-68',
  '/de/projects/grabbeallee-68?tab=apartments',
  '/team',
];
