/**
 * What happened in one chaos session after the reconnect: the backend requests of its pages and
 * service worker (with the answer or the failure) and the pages' `online` events, so that a slow
 * delivery can be explained in the report.
 */
import type { BrowserContext, Request } from '@playwright/test';

import { BACKEND_URL } from '../e2e/contact-backend.ts';

export class SessionTimeline {
  private readonly lines: { at: number; text: string }[] = [];
  private markAt: number | null = null;

  add(text: string, at = Date.now()): void {
    this.lines.push({ at, text });
  }

  /** The reference time (the reconnect) the lines are reported against. */
  mark(at: number): void {
    this.markAt = at;
  }

  /** The lines from the mark on, in time order, as "+<ms> <text>". */
  afterMark(): string[] {
    const mark = this.markAt;
    if (mark === null) return [];
    return this.lines
      .filter((line) => line.at >= mark)
      .sort((a, b) => a.at - b.at)
      .map((line) => `+${String(line.at - mark).padStart(5)} ${line.text}`);
  }
}

function describeRequest(request: Request): string {
  const path = new URL(request.url()).pathname.replace(/^\/(rest|functions)\/v1\//, '');
  const from = request.serviceWorker() ? 'worker' : 'page';
  return `${request.method()} ${path} (${from})`;
}

/** Calls `log` when a backend request starts, is answered or fails, in any page or worker of `context`. */
export function watchBackendRequests(context: BrowserContext, log: (line: string) => void): void {
  const isBackend = (request: Request) =>
    request.url().startsWith(BACKEND_URL) && request.method() !== 'OPTIONS';
  context.on('request', (request) => {
    if (isBackend(request)) log(`→ ${describeRequest(request)}`);
  });
  context.on('requestfinished', (request) => {
    if (!isBackend(request)) return;
    // A page closed right after its insert (a chaos scenario) takes its responses with it.
    void request
      .response()
      .then((response) => log(`← ${describeRequest(request)} ${response?.status()}`))
      .catch(() => undefined);
  });
  context.on('requestfailed', (request) => {
    if (isBackend(request)) log(`✗ ${describeRequest(request)} ${request.failure()?.errorText ?? ''}`);
  });
}

/** Calls `log` with the page's own clock when a page of `context` fires `online`. */
export async function watchOnlineEvents(
  context: BrowserContext,
  log: (line: string, at: number) => void,
): Promise<void> {
  await context.exposeBinding('__chaosOnline', ({ page }, at: number) => {
    log(`online event (${page?.url() ?? 'page'})`, at);
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { __chaosOnline: (at: number) => void }).__chaosOnline;
    window.addEventListener('online', () => report(Date.now()));
  });
}
