/**
 * The site with its backend on one origin: the static server for dist/ and, when the build is in
 * local mode, the embedded backend (started on a free port) under `/supabase` of the same origin.
 * `npm start`, the browser tests (through start.ts) and the chaos run start the site this way, so
 * any number of them run side by side, each on its own site port, with no backend port to share.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';

import { startLocalBackend, type LocalBackend, type LocalBackendOptions } from '../supabase/local/backend.ts';
import { createBackendProxy } from './backend-proxy.ts';
import {
  createStaticHandler,
  loadSiteHeaders,
  setSecurityHeaders,
  watchSiteHeaders,
  withErrorAnswer,
} from './static-server.ts';

export interface SiteServer {
  server: Server;
  /** e.g. http://localhost:4173 */
  url: string;
  /** The embedded backend, when the build is in local mode and it was not switched off. */
  backend: LocalBackend | null;
  close(): Promise<void>;
}

export interface SiteServerOptions {
  root?: string;
  /** 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1: only this machine. `0.0.0.0` (or `::`) serves the network too. */
  host?: string;
  /** Options for the embedded backend (its port is always a free one), or false to serve the site alone. */
  localBackend?: LocalBackendOptions | false;
}

export async function startSiteServer({
  root = 'dist',
  port = 4173,
  host = '127.0.0.1',
  localBackend = {},
}: SiteServerOptions = {}): Promise<SiteServer> {
  const siteHeaders = await loadSiteHeaders(root);
  const backend =
    siteHeaders?.backend === 'local' && localBackend !== false
      ? await startLocalBackend({ ...localBackend, port: 0, host: '127.0.0.1' })
      : null;
  const proxy = backend ? createBackendProxy(backend.url, { proxyToken: backend.proxyToken }) : null;
  const serveStatic = createStaticHandler(root);
  const currentSiteHeaders = watchSiteHeaders(resolve(root));
  const server = createServer(
    withErrorAnswer(async (req, res) => {
      // Every answer of this origin carries the site's security headers, the backend's included.
      setSecurityHeaders(res, await currentSiteHeaders());
      if (!proxy?.(req, res)) await serveStatic(req, res);
    }),
  );
  await new Promise<void>((done) => server.listen(port, host, done));
  const url = `http://localhost:${(server.address() as AddressInfo).port}`;
  backend?.setSiteOrigin(url);
  return {
    server,
    url,
    backend,
    async close() {
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
      await backend?.close();
    },
  };
}
