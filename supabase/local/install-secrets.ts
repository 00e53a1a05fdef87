/**
 * The secrets of one local install, made on its first start and kept beside its database, readable by the
 * owner only: the key that signs the staff's access tokens, the staff account's password and the VAPID key
 * pair of the buyer alerts' push. Nothing is a published default, so two installs never share them. An
 * in-memory backend (tests) makes fresh ones. A file from before push gets its key pair on the next start.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

import * as v from 'valibot';
// web-push is CommonJS: Node and Deno hand its exports over as the default; its types declare named ones.
// eslint-disable-next-line import-x/default
import webpush from 'web-push';

export interface InstallSecrets {
  /** HS256 key of the access tokens (auth.ts). */
  jwtSecret: string;
  /** The password of `npm start`'s staff account (LOCAL_STAFF_PASSWORD overrides it). */
  staffPassword: string;
  /** The VAPID key pair (base64url) the backend signs its pushes with; the app subscribes with the public one. */
  vapidPublicKey: string;
  vapidPrivateKey: string;
}

const secretsSchema = v.object({
  jwtSecret: v.pipe(v.string(), v.minLength(32)),
  staffPassword: v.pipe(v.string(), v.minLength(12)),
  vapidPublicKey: v.optional(v.pipe(v.string(), v.regex(/^B[A-Za-z0-9_-]{86}$/))),
  vapidPrivateKey: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/))),
});

function vapidKeys(): Pick<InstallSecrets, 'vapidPublicKey' | 'vapidPrivateKey'> {
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  return { vapidPublicKey: publicKey, vapidPrivateKey: privateKey };
}

export function generateInstallSecrets(): InstallSecrets {
  return {
    jwtSecret: randomBytes(48).toString('base64url'),
    staffPassword: randomBytes(15).toString('base64url'),
    ...vapidKeys(),
  };
}

/** The secrets file of a database folder: beside it, e.g. `.local-backend/db.secrets.json`. */
export function installSecretsFile(dataDir: string): string {
  return `${resolve(dataDir)}.secrets.json`;
}

/** Reads the install's secrets, or makes and stores them on the first start (mode 0600, never overwritten). */
export function readOrCreateInstallSecrets(file: string): { secrets: InstallSecrets; created: boolean } {
  try {
    const stored = v.parse(secretsSchema, JSON.parse(readFileSync(file, 'utf8')));
    // Owner only, also when the file was copied with looser rights.
    if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
    if (stored.vapidPublicKey && stored.vapidPrivateKey)
      return {
        secrets: {
          ...stored,
          vapidPublicKey: stored.vapidPublicKey,
          vapidPrivateKey: stored.vapidPrivateKey,
        },
        created: false,
      };
    // An install from before push: its other secrets stay, the key pair is added once.
    const secrets = { ...stored, ...vapidKeys() };
    writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
    return { secrets, created: false };
  } catch (error) {
    if ((error as { code?: string }).code !== 'ENOENT') {
      throw new Error(`The local backend's secrets file ${file} is unreadable; delete it to make new ones.`, {
        cause: error,
      });
    }
  }
  const secrets = generateInstallSecrets();
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  try {
    writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process made them first: use those.
    if ((error as { code?: string }).code === 'EEXIST') return readOrCreateInstallSecrets(file);
    throw error;
  }
  return { secrets, created: true };
}
