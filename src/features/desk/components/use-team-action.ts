import { useState } from 'react';

/** One change of the team at a time: busy while it runs, its failure kept for the dialog, `onDone` after it. */
export function useTeamAction(onDone: () => void): {
  busy: boolean;
  error: unknown;
  run: (change: () => Promise<unknown>) => Promise<void>;
} {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = async (change: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await change();
      onDone();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}
