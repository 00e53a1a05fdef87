import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A server in front of the site that sends one page's markup in two parts, the second after a pause. */
export interface SplitPageServer {
  origin: string;
  close: () => Promise<void>;
}

/**
 * Serves everything from `site` as it is, except the page at `path`: its markup up to the first
 * `cutBefore` after `after` comes at once, the rest `pauseMs` later, as a slow network delivers it.
 */
export async function splitPageServer(
  site: string,
  { path, after, cutBefore, pauseMs }: { path: string; after: string; cutBefore: string; pauseMs: number },
): Promise<SplitPageServer> {
  const server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(new URL(request.url ?? '/', site), {
        headers: { accept: request.headers.accept ?? '*/*' },
      });
      const headers = [...upstream.headers].filter(
        ([name]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(name),
      );
      response.writeHead(upstream.status, Object.fromEntries(headers));
      const body = Buffer.from(await upstream.arrayBuffer());
      const text = body.toString('utf8');
      const start = request.url === path ? text.indexOf(after) : -1;
      const cut = start < 0 ? -1 : text.indexOf(cutBefore, start);
      if (cut < 0) return response.end(body);
      response.write(text.slice(0, cut));
      setTimeout(() => response.end(text.slice(cut)), pauseMs);
    })().catch((error: unknown) => response.destroy(error as Error));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
