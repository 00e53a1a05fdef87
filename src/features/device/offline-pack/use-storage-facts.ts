/** What the browser says about this site's storage: persistent or not, and how much is used. */
import { useEffect, useState } from 'react';

export interface StorageFacts {
  /** null where the browser cannot tell (no StorageManager). */
  persisted: boolean | null;
  usageBytes: number | null;
  quotaBytes: number | null;
}

const UNKNOWN: StorageFacts = { persisted: null, usageBytes: null, quotaBytes: null };

/** Read again whenever `version` changes (after a save or a removal). */
export function useStorageFacts(version: unknown): StorageFacts {
  const [facts, setFacts] = useState<StorageFacts>(UNKNOWN);
  useEffect(() => {
    const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
    if (!storage) return;
    let active = true;
    void Promise.all([
      storage.persisted?.().catch(() => null) ?? null,
      storage.estimate?.().catch(() => null) ?? null,
    ]).then(([persisted, estimate]) => {
      if (!active) return;
      setFacts({
        persisted: persisted ?? null,
        usageBytes: estimate?.usage ?? null,
        quotaBytes: estimate?.quota ?? null,
      });
    });
    return () => {
      active = false;
    };
  }, [version]);
  return facts;
}
