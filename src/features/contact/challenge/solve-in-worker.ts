/**
 * Solves a challenge in a Web Worker (challenge-worker.ts), so the page's main thread never runs the
 * proof of work; altcha-lib loads in that worker only. One worker per solve, ended afterwards.
 */
import type { ContactChallenge } from './contact-challenge';

export interface ChallengeSolveRequest {
  challenge: ContactChallenge;
}
export interface ChallengeSolveAnswer {
  payload: string | null;
  error?: string;
}

/** The `altcha_payload`, or null when the worker could not start or found no solution. */
export function solveInWorker(challenge: ContactChallenge): Promise<string | null> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./challenge-worker.ts', import.meta.url), { type: 'module' });
    } catch (error) {
      console.error('The contact challenge worker could not start', error);
      return resolve(null);
    }
    const done = (payload: string | null) => {
      worker.terminate();
      resolve(payload);
    };
    worker.onmessage = (event: MessageEvent<ChallengeSolveAnswer>) => {
      if (event.data.error) console.error('The contact challenge was not solved', event.data.error);
      done(event.data.payload);
    };
    worker.onerror = (event) => {
      console.error('The contact challenge worker failed', event.message);
      done(null);
    };
    worker.postMessage({ challenge } satisfies ChallengeSolveRequest);
  });
}
