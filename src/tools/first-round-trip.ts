/**
 * Does a page's HTML arrive in the first round trip? On a new connection the server may send only
 * TCP's initial congestion window before the phone's first acknowledgement: 10 segments of 1460
 * bytes (RFC 6928), which Lighthouse's simulation models too. A response one byte larger waits a
 * whole round trip more for its last segment, and the first paint with it: on Lighthouse's slow 4G
 * (150 ms) the project page's FCP went from 1.12× to 1.28× the floor's when its answer grew from
 * 14,271 to 14,857 bytes (headers and Brotli body).
 *
 * Measured as the browser receives it from the production server: the status line and headers as
 * sent (HTTP/1.1; HTTP/2 would compress them) plus the Brotli-compressed body.
 */
import { request } from 'node:http';

/** TCP's initial congestion window (RFC 6928): 10 segments of 1460 bytes. */
export const FIRST_WINDOW_BYTES = 10 * 1460;

export interface ResponseBytes {
  /** Status line, header lines and the blank line that ends them. */
  headers: number;
  /** The body as sent (compressed). */
  body: number;
  status: number;
}

/** The bytes of one GET answer as they travel, the body Brotli-compressed where the server offers it. */
export function measureResponseBytes(url: string): Promise<ResponseBytes> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'br' } }, (res) => {
      let body = 0;
      res.on('data', (chunk: Buffer) => (body += chunk.length));
      res.on('error', reject);
      res.on('end', () => {
        const statusLine = `HTTP/${res.httpVersion} ${res.statusCode} ${res.statusMessage}\r\n`;
        let headers = Buffer.byteLength(statusLine) + 2;
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          headers += Buffer.byteLength(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`);
        }
        resolve({ headers, body, status: res.statusCode ?? 0 });
      });
    });
    req.on('error', reject);
    req.end();
  });
}
