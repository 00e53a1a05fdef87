/**
 * Server entry, used by the prerender step (and the dev server): renders one URL to a full HTML
 * document with its head tags, and reports the status (404 for unknown paths).
 */
import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server';

import { preloadPrerenderedParts } from './components/deferred/deferred-part';
import { createAppRouter } from './router';

export interface RenderedPage {
  status: number;
  html: string;
}

export async function renderPage(url: string): Promise<RenderedPage> {
  const request = new Request(new URL(url, 'http://localhost'));
  const handle = createRequestHandler({ request, createRouter: createAppRouter });
  const response = await handle(async ({ responseHeaders, router }) => {
    // The matched routes' code is loaded by now; the prerendered HTML holds deferred parts too.
    await preloadPrerenderedParts();
    return renderRouterToString({ responseHeaders, router, children: <RouterServer router={router} /> });
  });
  const html = await response.text();
  return { status: response.status, html: html.startsWith('<!DOCTYPE') ? html : `<!DOCTYPE html>${html}` };
}
