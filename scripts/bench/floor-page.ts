/**
 * The floor of the bench: a bare static page that shows only the home page's hero image, with the
 * same `<picture>` (same files, same `srcset`/`sizes`, same priority) at the same size as on the
 * home page, and nothing else: no stylesheet, no script, no font. Whatever the site spends above
 * this is the cost of the site itself, measured on the same machine in the same run.
 *
 * It is served with the site's security headers, as the site's pages are: the browser's cost of
 * those is not the page's (Cross-Origin-Opener-Policy alone makes Chromium commit the navigation in
 * a new renderer process, a longer first task).
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';

import { createStaticHandler, loadSiteHeaders, securityHeaders } from '../../server/static-server.ts';

/** The first `<picture>` of the prerendered home page: the hero's (art-directed for phones). */
export function heroPicture(homeHtml: string): string {
  const hero = homeHtml.indexOf('id="home"');
  const match = /<picture>[\s\S]*?<\/picture>/.exec(homeHtml.slice(hero));
  if (hero < 0 || !match) throw new Error('The home page has no hero picture (id="home" … <picture>).');
  return match[0].replace(/ class="[^"]*"/g, '');
}

export function floorPageHtml(homeHtml: string): string {
  // The hero's box on a phone: the viewport minus the header, capped as home-hero.module.css caps it.
  const picture = heroPicture(homeHtml).replace(
    '<img ',
    '<img style="position:absolute;inset:0;width:100%;height:100%;object-fit:cover" ',
  );
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<link rel="icon" href="data:,">',
    '<title>Bench floor: the home hero alone</title>',
    '<meta name="description" content="The home page hero image alone, as the floor of the performance bench.">',
    '</head><body style="margin:0"><main>',
    '<div style="position:relative;margin-top:64px;height:min(calc(100svh - 64px),760px);background:#e8e8e8">',
    picture,
    '</div><h1 style="position:absolute;left:-9999px">Floor</h1></main></body></html>',
  ].join('');
}

/**
 * The floor of the interaction bench (interactions.ts): a bare page whose one button opens a native
 * `<dialog>`, its handler in a file of its own (the site's policy allows no inline script).
 */
export const FLOOR_DIALOG_PATH = '/dialog';
const FLOOR_DIALOG_HTML = [
  '<!doctype html><html lang="en"><head><meta charset="utf-8">',
  '<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">',
  '<title>Bench floor: a button and a dialog</title><script src="/dialog.js" defer></script></head>',
  '<body style="margin:0;font:16px sans-serif"><main style="padding:16px"><h1>Floor</h1>',
  '<button type="button" style="min-height:48px;padding:0 24px">Open the dialog</button>',
  '<dialog aria-labelledby="t"><h2 id="t">A dialog</h2><p>Opened.</p></dialog></main></body></html>',
].join('');
const FLOOR_DIALOG_SCRIPT =
  'document.querySelector("button").addEventListener("click",()=>document.querySelector("dialog").showModal());';

/** Serves the floor page at `/`, the dialog floor, and every other path from the built site (the images). */
export async function startFloorServer(distDir: string, port: number): Promise<Server> {
  const html = floorPageHtml(readFileSync(join(distDir, 'index.html'), 'utf8'));
  // The site's headers, the same for every answer.
  const headers = securityHeaders(await loadSiteHeaders(distDir));
  const site = createStaticHandler(distDir);
  const server = createServer((request, response) => {
    const own: Record<string, [string, string]> = {
      '/': ['text/html', html],
      [FLOOR_DIALOG_PATH]: ['text/html', FLOOR_DIALOG_HTML],
      [`${FLOOR_DIALOG_PATH}.js`]: ['text/javascript', FLOOR_DIALOG_SCRIPT],
    };
    const page = own[new URL(request.url ?? '/', 'http://floor').pathname];
    if (page) {
      response.writeHead(200, {
        ...headers,
        'content-type': `${page[0]}; charset=utf-8`,
        'cache-control': 'no-cache',
      });
      response.end(page[1]);
      return;
    }
    void site(request, response);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}
