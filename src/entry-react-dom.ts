/**
 * The first of the browser's two entries, evaluated one task before entry-client.tsx (see
 * CLIENT_ENTRIES in src/first-load/contract.ts). React DOM is CommonJS: its factory, the largest
 * function of the site's code, is parsed and run the first time it is required. On its own it is
 * about half of the code's evaluation (50 ms of 80 with 4× CPU throttling), so here it is a task of
 * its own and neither task blocks the page for long. The entry requires it again, from the cache.
 * The factories are compiled as the file streams in, not here (src/first-load/vite/eager-factories-plugin.ts).
 */
import 'react-dom/client';
