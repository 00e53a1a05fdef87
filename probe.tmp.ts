import { chromium } from '@playwright/test';
import { startSiteServer } from './src/server/site-server.ts';
import { CHROMIUM_ARGS, chromiumExecutable } from './src/tools/chromium.ts';
import { mainThreadTasks } from './src/tools/bench/long-tasks.ts';

const url = process.argv[2] ?? '/';
const site = await startSiteServer({ root: process.env.ROOT ?? 'dist', port: 4301, localBackend: { dataDir: ':memory:' } });
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Network.enable');
await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 562.5, downloadThroughput: (1.4744 * 1024 * 1024) / 8, uploadThroughput: (0.675 * 1024 * 1024) / 8 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
if (!process.env.NOPROF) await cdp.send('Profiler.start');
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', '__metadata'] });
await page.goto('http://localhost:4301' + url, { waitUntil: 'load', timeout: 120000 });
await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: 120000 });
await page.waitForLoadState('networkidle').catch(() => {});
await page.waitForTimeout(3000);
const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
const { profile } = process.env.NOPROF ? { profile: { nodes: [], samples: [], timeDeltas: [] } } : ((await cdp.send('Profiler.stop')) as any);
const ev = trace.traceEvents;
const nav = ev.find((e: any) => e.name === 'navigationStart');
const tasks = mainThreadTasks(ev).filter((t) => t.ts >= nav.ts && t.dur > 30000);
const names = ['EvaluateScript','v8.compile','FunctionCall','Layout','UpdateLayoutTree','ParseHTML','Paint','TimerFire','FireAnimationFrame','RunMicrotasks','v8.evaluateModule','ParseAuthorStyleSheet','PrePaint','Layerize','HitTest','EventDispatch','ScheduleStyleRecalculation','MajorGC','MinorGC','V8.GCScavenger','CompositeLayers','UpdateLayer','ResourceReceivedData','ResourceFinish','MarkDOMContent','MarkLoad'];
for (const t of tasks) {
  const tot = new Map<string, number>();
  for (const e of ev) { if (e.ph !== 'X' || e.pid !== t.pid || e.tid !== t.tid || e.ts < t.ts || e.ts > t.ts + t.dur || !names.includes(e.name)) continue; const f=(e.args?.data?.url ?? e.args?.data?.frame ?? '').toString().split('/').pop().slice(0,25); const k=e.name+(e.name==='FunctionCall'||e.name==='EvaluateScript'||e.name==='v8.evaluateModule'?' '+f:''); tot.set(k,(tot.get(k)??0)+(e.dur??0)); }
  console.log(`task ${Math.round((t.ts-nav.ts)/1000)} +${Math.round(t.dur/1000)}: ` + [...tot].sort((a,b)=>b[1]-a[1]).slice(0,6).map(([k,v])=>`${k} ${Math.round(v/1000)}`).join(', '));
}
// profile: self time by url
const byUrl = new Map<string, number>(); const byFn = new Map<string, number>();
const nodes = new Map(profile.nodes.map((n: any) => [n.id, n]));
const dt = profile.timeDeltas; const samples = profile.samples;
for (let i = 0; i < samples.length; i++) { const n: any = nodes.get(samples[i]); const u = (n.callFrame.url || n.callFrame.functionName || '(native)').split('/').pop(); byUrl.set(u, (byUrl.get(u) ?? 0) + (dt[i] ?? 0)); const fk = u + ' ' + n.callFrame.functionName + ':' + n.callFrame.lineNumber; byFn.set(fk, (byFn.get(fk) ?? 0) + (dt[i] ?? 0)); }
console.log('self time by script (ms):', [...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([k, v]) => `${k} ${Math.round(v / 1000)}`).join(' | '));
console.log('top functions:', [...byFn].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([k, v]) => `${k} ${Math.round(v / 1000)}`).join(' | '));
await browser.close(); await site.close();
for (const e of ev) if ((e.name === 'EvaluateScript' || e.name === 'v8.compile' || e.name==='FunctionCall' || e.name==='TimerFire' || e.name==='ParseHTML' || e.name==='ParseAuthorStyleSheet') && e.ph === 'X' && (e.dur ?? 0) > 8000) console.log('  ', e.name, Math.round((e.ts - nav.ts) / 1000), Math.round(e.dur / 1000), JSON.stringify(e.args?.data ?? e.args?.beginData ?? {}).slice(0, 160));
{
  const t = mainThreadTasks(ev).filter((t) => t.ts >= nav.ts && t.dur > 50000)[0]!;
  const kids = ev.filter((e: any) => e.ph === 'X' && e.pid === t.pid && e.tid === t.tid && e.ts >= t.ts && e.ts <= t.ts + t.dur && (e.dur ?? 0) > 1500);
  for (const e of kids) console.log('   first-task child', e.name, Math.round((e.ts - t.ts) / 1000), Math.round(e.dur / 1000), JSON.stringify(e.args?.data ?? {}).slice(0, 100));
}
