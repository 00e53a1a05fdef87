/**
 * The page's proof-of-work thread: one challenge in (a ChallengeSolveRequest), its `altcha_payload` out
 * (null when none was found). solve-in-worker.ts starts it for one solve and ends it after.
 */
import { solveToPayload } from './challenge-solver';
import type { ChallengeSolveAnswer, ChallengeSolveRequest } from './solve-in-worker';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ChallengeSolveRequest>) => void) | null;
  postMessage(answer: ChallengeSolveAnswer): void;
};

scope.onmessage = (event) => {
  solveToPayload(event.data.challenge).then(
    (payload) => scope.postMessage({ payload }),
    (error: unknown) => scope.postMessage({ payload: null, error: String(error) }),
  );
};
