/**
 * The interaction bench alone (interactions.ts), against the current dist/ (build it first:
 * `VITE_BACKEND=local npm run build`); `npm run bench` runs it after Lighthouse.
 *
 *   npx tsx scripts/bench/bench-interactions.ts [--runs 3] [--only menu,heart] [--dist dist]
 *
 * Ports: BENCH_PORT (site, default 4292) and BENCH_FLOOR_PORT (floor, default 4392).
 */
import { parseArgs } from 'node:util';

import { startSiteServer } from '../../server/site-server.ts';
import { startFloorServer } from './floor-page.ts';
import { measureInteractions, printInteractionReport } from './interactions.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    dist: { type: 'string', default: 'dist' },
  },
});
const runs = Number(values.runs);
const sitePort = Number(process.env.BENCH_PORT ?? 4292);
const floorPort = Number(process.env.BENCH_FLOOR_PORT ?? 4392);

const site = await startSiteServer({
  root: values.dist,
  port: sitePort,
  localBackend: { dataDir: ':memory:' },
});
const floor = await startFloorServer(values.dist, floorPort);
try {
  const results = await measureInteractions({
    siteOrigin: `http://localhost:${sitePort}`,
    floorOrigin: `http://localhost:${floorPort}`,
    runs,
    only: values.only?.split(','),
  });
  const verdicts = printInteractionReport(results, runs);
  process.exitCode = verdicts.every((verdict) => verdict.pass) ? 0 : 1;
} finally {
  floor.close();
  await site.close();
}
