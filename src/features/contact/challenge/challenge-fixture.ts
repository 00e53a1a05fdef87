/**
 * Test fixture: a contact challenge of the shape the backend issues (contact-challenge.ts), expiring
 * `expiresInMs` after `now`. The numbers are placeholders; the tests that use it never solve it for real.
 */
import type { ContactChallenge } from './contact-challenge';

export function issuedChallenge({
  now,
  expiresInMs,
  nonce = '0123456789abcdef',
}: {
  now: number;
  expiresInMs: number;
  nonce?: string;
}): ContactChallenge {
  return {
    parameters: {
      algorithm: 'PBKDF2/SHA-256',
      cost: 5000,
      expiresAt: Math.floor((now + expiresInMs) / 1000),
      keyLength: 32,
      keyPrefix: '0a1b',
      keySignature: 'ab'.repeat(32),
      nonce,
      salt: 'fedcba9876543210',
    },
    signature: 'cd'.repeat(32),
  };
}
