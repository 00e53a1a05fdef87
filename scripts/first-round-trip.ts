/**
 * Does a page's HTML arrive in the first round trip? A new connection sends only TCP's initial window
 * before the phone's first acknowledgement, so a response one byte larger delays the first paint by a
 * whole round trip. Measured as sent by the production server: HTTP/1.1 headers plus the Brotli body.
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
