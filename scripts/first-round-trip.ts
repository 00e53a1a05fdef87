/**
 * Does a page's HTML arrive in the first round trip? A new connection sends only TCP's initial window
 * before the phone's first acknowledgement, so a page whose painted part is one byte larger waits a
 * whole round trip for its first paint. Measured as sent by the production server: HTTP/1.1 headers
 * plus the Brotli body up to the scripts that end the page (the router's hydration data and the
 * loader run after the page has painted, so they may arrive in the second round trip).
 */
import { request } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';

/** TCP's initial congestion window (RFC 6928): 10 segments of 1460 bytes. */
export const FIRST_WINDOW_BYTES = 10 * 1460;

export interface ResponseBytes {
  /** Status line, header lines and the blank line that ends them. */
  headers: number;
  /** The body as sent (compressed). */
  body: number;
  /** What of the body the first paint needs: everything before the body's closing scripts, compressed. */
  paintedBody: number;
  status: number;
}

/** One script element at the end of a text: its body cannot hold `</script>`. */
const LAST_SCRIPT = /<script\b[^>]*>(?:(?!<\/script>)[\s\S])*<\/script>$/i;

/** The page up to the run of script elements right before `</body>`, or the whole page without one. */
export function paintedPart(html: string): string {
  const bodyEnd = html.lastIndexOf('</body>');
  if (bodyEnd === -1) return html;
  let end = bodyEnd;
  for (let last = LAST_SCRIPT.exec(html.slice(0, end)); last; last = LAST_SCRIPT.exec(html.slice(0, end))) {
    end = last.index;
  }
  return end === bodyEnd ? html : html.slice(0, end);
}

/** The Brotli bytes a browser needs to decode the painted part: compressed as the server does. */
function paintedBytes(body: Buffer, encoding: string | undefined): number {
  const html = (encoding === 'br' ? brotliDecompressSync(body) : body).toString('utf8');
  return brotliCompressSync(Buffer.from(paintedPart(html)), {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  }).length;
}

/** The bytes of one GET answer as they travel, the body Brotli-compressed where the server offers it. */
export function measureResponseBytes(url: string): Promise<ResponseBytes> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'br' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const statusLine = `HTTP/${res.httpVersion} ${res.statusCode} ${res.statusMessage}\r\n`;
        let headers = Buffer.byteLength(statusLine) + 2;
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          headers += Buffer.byteLength(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`);
        }
        const body = Buffer.concat(chunks);
        resolve({
          headers,
          body: body.length,
          paintedBody: paintedBytes(body, res.headers['content-encoding']),
          status: res.statusCode ?? 0,
        });
      });
    });
    req.on('error', reject);
    req.end();
  });
}
