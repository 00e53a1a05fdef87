// @vitest-environment node
/**
 * The site's /supabase proxy cannot be smuggled through: a body on a bodiless method answers 400 and
 * not a byte reaches the backend; a body on POST arrives framed; every request gets a backend connection
 * of its own; a method the backend does not serve answers 405 (TRACE without a stack trace).
 */
import { createServer as createHttpServer, type Server } from 'node:http';
import { connect, createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { createBackendProxy, type BackendProxy } from '../../server/backend-proxy.ts';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts';
import { useTestBackend, validSubmissionRow } from './helpers/test-backend.ts';

async function listen(server: Server | ReturnType<typeof createTcpServer>): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

function siteWith(proxy: BackendProxy): Server {
  return createHttpServer((req, res) => {
    if (!proxy(req, res)) res.writeHead(404).end();
  });
}

/** Writes `raw` on a fresh socket and returns everything the server sent back until it closed (or 15 s). */
function rawExchange(port: number, raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    const timer = setTimeout(done, 15_000); // every exchange here ends with a closed connection; a busy machine is slow
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('end', done);
    socket.on('error', reject);
    socket.write(raw);
  });
}

/** A chunked body that is itself a request: what the backend would parse as a second one. */
function smuggled(method: string, inner: string): string {
  const chunk = `${inner.length.toString(16)}\r\n${inner}\r\n0\r\n\r\n`;
  return `${method} /supabase/health HTTP/1.1\r\nHost: site\r\nTransfer-Encoding: chunked\r\n\r\n${chunk}`;
}

const innerInsert = (staffNote: string) => {
  const body = JSON.stringify({ ...validSubmissionRow(), staff_note: staffNote });
  return (
    `POST /rest/v1/contact_submissions HTTP/1.1\r\nHost: backend\r\n` +
    `apikey: ${LOCAL_SERVICE_ROLE_KEY}\r\nAuthorization: Bearer ${LOCAL_SERVICE_ROLE_KEY}\r\n` +
    `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  );
};

describe('in front of a backend that records every byte', () => {
  let received = '';
  const connections: Socket[] = [];
  const backend = createTcpServer((socket) => {
    connections.push(socket);
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      // Answer each request head with a small body, keeping the connection open for reuse.
      socket.write('HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}');
    });
  });
  let site: Server;
  let sitePort = 0;

  beforeAll(async () => {
    const backendPort = await listen(backend);
    site = siteWith(createBackendProxy(`http://127.0.0.1:${backendPort}`));
    sitePort = await listen(site);
  });
  afterEach(() => {
    received = '';
    connections.length = 0;
  });
  afterAll(async () => {
    site.closeAllConnections();
    await new Promise((resolve) => site.close(resolve));
    await new Promise((resolve) => backend.close(resolve));
  });

  it.each(['GET', 'HEAD', 'DELETE', 'OPTIONS', 'TRACE'])(
    'a chunked body on %s answers 400 and nothing is written to the backend',
    async (method) => {
      const answer = await rawExchange(sitePort, smuggled(method, innerInsert('SMUGGLED')));
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer).not.toMatch(/HTTP\/1\.1 [^4]\d\d /);
      expect(received).toBe('');
      expect(connections).toHaveLength(0);
    },
  );

  it('a Content-Length body on GET answers 400 and nothing is written', async () => {
    const inner = innerInsert('SMUGGLED');
    const answer = await rawExchange(
      sitePort,
      `GET /supabase/health HTTP/1.1\r\nHost: site\r\nContent-Length: ${inner.length}\r\n\r\n${inner}`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(received).toBe('');
  });

  it('forwards a chunked POST body chunked, and a sized one with its length', async () => {
    const body = '{"a":1}';
    await rawExchange(
      sitePort,
      `POST /supabase/rest/v1/x HTTP/1.1\r\nHost: site\r\nConnection: close\r\nTransfer-Encoding: chunked\r\n\r\n` +
        `${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`,
    );
    expect(received).toMatch(/^POST \/rest\/v1\/x HTTP\/1\.1\r\n/);
    expect(received.toLowerCase()).toContain('transfer-encoding: chunked\r\n');
    expect(received.toLowerCase()).not.toContain('content-length');
    expect(received.endsWith(`7\r\n${body}\r\n0\r\n\r\n`)).toBe(true);
    received = '';
    await rawExchange(
      sitePort,
      `POST /supabase/rest/v1/x HTTP/1.1\r\nHost: site\r\nConnection: close\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    );
    expect(received.toLowerCase()).toContain(`content-length: ${body.length}\r\n`);
    expect(received.toLowerCase()).not.toContain('transfer-encoding');
    expect(received.endsWith(`\r\n\r\n${body}`)).toBe(true);
  });

  it('opens a backend connection of its own for every request of one client connection', async () => {
    const get = 'GET /supabase/health HTTP/1.1\r\nHost: site\r\n\r\n';
    const answer = await rawExchange(
      sitePort,
      `${get}${get}${get.replace('\r\n\r\n', '\r\nConnection: close\r\n\r\n')}`,
    );
    expect(answer.match(/HTTP\/1\.1 200 /g)).toHaveLength(3);
    expect(connections).toHaveLength(3);
    expect(received.match(/^GET /gm)).toHaveLength(3);
    expect(received.toLowerCase().match(/connection: close/g)).toHaveLength(3);
  });

  // PUT passes since Supabase Auth's password change and admin API use it (supabase/local/auth-links.ts).
  it.each(['TRACE', 'MKCOL', 'PROPFIND'])('answers 405 to %s', async (method) => {
    const answer = await rawExchange(
      sitePort,
      `${method} /supabase/rest/v1/apartments HTTP/1.1\r\nHost: site\r\nConnection: close\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 405 /);
    expect(answer).toMatch(/\r\nAllow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS\r\n/i);
    expect(received).toBe('');
  });
});

describe('in front of the local backend', () => {
  const t = useTestBackend();
  let site: Server;
  let sitePort = 0;
  beforeAll(async () => {
    site = siteWith(createBackendProxy(t.url, { proxyToken: t.backend.proxyToken }));
    sitePort = await listen(site);
  });
  afterAll(async () => {
    site.closeAllConnections();
    await new Promise((resolve) => site.close(resolve));
  });

  it('the smuggled service-role insert on GET and DELETE is not stored', async () => {
    for (const method of ['GET', 'DELETE']) {
      const answer = await rawExchange(sitePort, smuggled(method, innerInsert(`SMUGGLED-${method}`)));
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await t.hooks.rows()).toEqual([]);
  });

  it('a chunked POST insert arrives whole and is stored', async () => {
    const body = JSON.stringify(validSubmissionRow({ email: 'chunked@example.com' }));
    const answer = await rawExchange(
      sitePort,
      `POST /supabase/rest/v1/contact_submissions HTTP/1.1\r\nHost: site\r\nConnection: close\r\n` +
        `apikey: ${LOCAL_ANON_KEY}\r\nAuthorization: Bearer ${LOCAL_ANON_KEY}\r\n` +
        `Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n` +
        `${Buffer.byteLength(body).toString(16)}\r\n${body}\r\n0\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
    expect((await t.hooks.rows()).map((row) => row.email)).toEqual(['chunked@example.com']);
  });

  it('TRACE answers 405 without a stack trace, through the site and on the backend’s own port', async () => {
    const logged = vi.spyOn(console, 'error');
    try {
      const request = (path: string) => `TRACE ${path} HTTP/1.1\r\nHost: site\r\nConnection: close\r\n\r\n`;
      const throughSite = await rawExchange(sitePort, request('/supabase/health'));
      const direct = await rawExchange(t.backend.port, request('/rest/v1/apartments'));
      for (const answer of [throughSite, direct]) {
        expect(answer).toMatch(/^HTTP\/1\.1 405 /);
        expect(answer).not.toMatch(/TypeError|at .*\.ts|stack/i);
      }
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });
});

describe('raw database error text', () => {
  const t = useTestBackend();

  it('is not echoed for a statement the request made malformed (a bulk insert of no rows)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await t.request('/rest/v1/contact_submissions', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '[]',
      });
      expect(response.status).toBe(400);
      const text = await response.text();
      expect(text).not.toMatch(/syntax error|at or near/i);
      expect(JSON.parse(text)).toMatchObject({ message: 'The request could not be read' });
    } finally {
      logged.mockRestore();
    }
  });
});
