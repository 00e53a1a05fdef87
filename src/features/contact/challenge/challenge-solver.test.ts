import { verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { createContactChallenge } from '../../../../supabase/functions/_shared/contact-challenge';
import { solveToPayload } from './challenge-solver';
import { challengeSchema } from './contact-challenge';

const secrets = { signature: 's'.repeat(32), keySignature: 'k'.repeat(32) };

describe('solveToPayload', () => {
  it('solves a challenge as contact-challenge issues it into a payload the server verifies', async () => {
    const issued = await createContactChallenge(secrets, {
      difficulty: { cost: 10, counterMin: 5, counterMax: 20 },
    });
    // The browser accepts exactly what the function issues.
    const challenge = v.parse(challengeSchema, issued);
    const payload = await solveToPayload(challenge);
    expect(payload).not.toBeNull();
    const decoded = JSON.parse(
      new TextDecoder().decode(Uint8Array.from(atob(payload!), (c) => c.charCodeAt(0))),
    );
    expect(decoded.challenge).toEqual(issued);
    const verdict = await verifySolution({
      challenge: decoded.challenge,
      solution: decoded.solution,
      deriveKey,
      hmacSignatureSecret: secrets.signature,
      hmacKeySignatureSecret: secrets.keySignature,
    });
    expect(verdict.verified).toBe(true);
  });
});
