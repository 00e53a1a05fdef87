/** Vite plugin: the dev server renders pages with the server entry, like the production build. */
import type { Plugin } from 'vite';

import type { RenderedPage } from '../src/entry-server.tsx';
import { injectIntoHead } from './first-load/page-assets.ts';

export function devSsrPlugin(): Plugin {
  return {
    name: 'grabbeallee:dev-ssr',
    apply: 'serve',
    configureServer(server) {
      return () => {
        server.middlewares.use(async (req, res, next) => {
          const url = req.originalUrl ?? req.url ?? '/';
          if (req.method !== 'GET' || !req.headers.accept?.includes('text/html')) return next();
          try {
            const { renderPage } = (await server.ssrLoadModule('/src/entry-server.tsx')) as {
              renderPage: (url: string) => Promise<RenderedPage>;
            };
            const page = await renderPage(url);
            const withEntry = injectIntoHead(
              page.html,
              '<script type="module" src="/src/entry-client.tsx"></script>',
            );
            const html = await server.transformIndexHtml(url, withEntry);
            res.statusCode = page.status;
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.end(html);
          } catch (error) {
            server.ssrFixStacktrace(error as Error);
            next(error);
          }
        });
      };
    },
  };
}
