/**
 * A push service on this machine, for the backend tests: it takes pushes as a browser's push service does
 * (RFC 8030: a POST to the subscription's endpoint, answered 201), checks the VAPID header (RFC 8292: an
 * ES256 JWT for this origin, signed with the key it names), and decrypts each payload as the browser would
 * (RFC 8291, aes128gcm of RFC 8188) with the device's own private key. A device is a P-256 key pair and a
 * 16-byte auth secret made here with node:crypto, as a browser makes them for `pushManager.subscribe`.
 */
import { createECDH, createDecipheriv, hkdfSync, randomBytes, randomUUID, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';

export interface PushDevice {
  endpoint: string;
  /** What the browser's PushSubscription.toJSON() gives: base64url without padding. */
  p256dh: string;
  auth: string;
  /** The answer the service gives this device's next pushes (201, or 404/410 when the browser dropped it). */
  answer: number;
  received: ReceivedPush[];
}

export interface ReceivedPush {
  headers: IncomingMessage['headers'];
  /** The decrypted payload, as the service worker's PushEvent gets it. */
  text: string;
  /** The VAPID JWT's claims, after its signature was checked against the `k` public key. */
  vapid: { aud: string; sub: string; exp: number; publicKey: string };
}

/** RFC 8291 §3.4 and RFC 8188 §2: the device's side of the aes128gcm content coding (one record). */
export function decryptPush(body: Buffer, device: { ecdh: ECDH; auth: Buffer }): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body.readUInt8(20);
  const serverPublicKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  if (keyIdLength !== 65)
    throw new Error(`the key id must be the sender's 65-byte P-256 key, not ${keyIdLength} bytes`);
  if (record.length > recordSize) throw new Error('more than one record: a push is one record');
  const ecdhSecret = device.ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    device.ecdh.getPublicKey(),
    serverPublicKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

async function checkVapid(authorization: string | undefined, origin: string): Promise<ReceivedPush['vapid']> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${authorization ?? '(none)'}`);
  const [, token, publicKey] = match as unknown as [string, string, string];
  if (decodeProtectedHeader(token).alg !== 'ES256') throw new Error('the VAPID JWT must be ES256');
  const raw = Buffer.from(publicKey, 'base64url');
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    'ES256',
  );
  const { payload } = await jwtVerify(token, key, { audience: origin });
  return { aud: String(payload.aud), sub: String(payload.sub), exp: Number(payload.exp), publicKey };
}

export interface PushReceiver {
  origin: string;
  /** A new device subscribed at this service. */
  device(): PushDevice;
  /** Requests that could not be read as a push (wrong VAPID, undecryptable): each one fails the test. */
  errors: string[];
  close(): Promise<void>;
}

export async function startPushReceiver(): Promise<PushReceiver> {
  const devices = new Map<string, PushDevice & { ecdh: ECDH; authSecret: Buffer }>();
  const errors: string[] = [];
  let origin = '';
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const device = devices.get(req.url ?? '');
        if (req.method !== 'POST' || !device) {
          res.writeHead(404).end();
          return;
        }
        if (device.answer !== 201) {
          res.writeHead(device.answer).end();
          return;
        }
        try {
          if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
          if (!req.headers.ttl) throw new Error('no TTL header');
          const vapid = await checkVapid(req.headers.authorization, origin);
          const text = decryptPush(Buffer.concat(chunks), { ecdh: device.ecdh, auth: device.authSecret });
          device.received.push({ headers: req.headers, text, vapid });
          res.writeHead(201, { Location: `${origin}/message/${randomUUID()}` }).end();
        } catch (error) {
          errors.push((error as Error).message);
          res.writeHead(400).end();
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    errors,
    device() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const path = `/push/${randomUUID()}`;
      const device = {
        endpoint: `${origin}${path}`,
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: authSecret.toString('base64url'),
        answer: 201,
        received: [],
        ecdh,
        authSecret,
      };
      devices.set(path, device);
      return device;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
