/**
 * Vite plugin: `npm run dev` serves the embedded local backend under /supabase on the dev server's
 * own origin, like `npm start` does (server/site-server.ts). The backend starts on a free port
 * with an in-memory database (LOCAL_BACKEND_DATA_DIR keeps one on disk instead, but not the folder a
 * running `npm start` uses), so dev, start, the browser tests and the chaos run can run side by side.
 */
import type { Plugin } from 'vite';

export function devBackendPlugin(): Plugin {
  return {
    name: 'grabbeallee:dev-backend',
    apply: 'serve',
    async configureServer(server) {
      if (process.env.LOCAL_BACKEND === 'off' || process.env.VITEST) return;
      // Loaded here only: a build or a unit-test run never opens a database.
      const { localBackendOptionsFromEnv, startLocalBackend } = await import('../supabase/local/backend.ts');
      const { createBackendProxy } = await import('../server/backend-proxy.ts');
      const backend = await startLocalBackend({
        ...localBackendOptionsFromEnv(process.env),
        dataDir: process.env.LOCAL_BACKEND_DATA_DIR || ':memory:',
        port: 0,
        host: '127.0.0.1',
      });
      const proxy = createBackendProxy(backend.url);
      server.middlewares.use((req, res, next) => {
        if (!proxy(req, res)) next();
      });
      // The buyer mails' links lead to the dev server, once it knows its address.
      server.httpServer?.once('listening', () => {
        const address = server.httpServer?.address();
        if (address && typeof address === 'object') backend.setSiteOrigin(`http://localhost:${address.port}`);
      });
      server.httpServer?.once('close', () => void backend.close());
      server.config.logger.info(`  local backend (${backend.database}) under /supabase`);
    },
  };
}
