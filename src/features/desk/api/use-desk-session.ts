import { useCallback, useEffect, useRef, useState } from 'react';

import { DESK_SESSION_STORAGE_KEY, readDeviceItem } from '@/lib/device-storage';

import { storedSessionUser } from '../model/stored-session';
import { clearDeskData, getDeskClient, signOutOfDesk } from './desk-client';

/** Who the session stored on this device names, read afresh (supabase-js may have removed it meanwhile). */
const storedDeskUser = () => storedSessionUser(readDeviceItem(DESK_SESSION_STORAGE_KEY));

export type DeskSession =
  | { phase: 'loading' }
  /** `expired`: a session ended without the staff member signing out (refresh refused, account removed). */
  | { phase: 'signed-out'; expired: boolean }
  | { phase: 'signed-in'; email: string; userId: string };

/**
 * The desk's session: read from the device, kept current by supabase-js (it refreshes the token before it
 * expires and reports the end of a session). A session that ends by itself also clears the staff data.
 */
export function useDeskSession(): { session: DeskSession; signOut: () => Promise<void> } {
  const [session, setSession] = useState<DeskSession>({ phase: 'loading' });
  const signingOut = useRef(false);

  useEffect(() => {
    let active = true;
    let unsubscribe = () => undefined as void;
    // A session stored on the device that supabase-js cannot renew (refresh refused) is gone by the time
    // the first state arrives: that is an expired session too.
    const hadStoredSession = readDeviceItem(DESK_SESSION_STORAGE_KEY) !== null;
    void getDeskClient().then(
      async (supabase) => {
        // The sign-in the device holds opens the desk at once: supabase-js confirms or ends it once the
        // server has answered, which on a weak signal can take long.
        const stored = storedDeskUser();
        if (active && stored) setSession({ phase: 'signed-in', ...stored });
        const { data } = supabase.auth.onAuthStateChange((event, next) => {
          if (!active) return;
          // A sign-in that ran out while the device had no connection: supabase-js keeps it and renews it once
          // the server answers (TOKEN_REFRESHED); meanwhile the desk stays open with what the device holds.
          const kept = event === 'INITIAL_SESSION' && !next ? storedDeskUser() : null;
          if (next?.user) {
            setSession({ phase: 'signed-in', email: next.user.email ?? '', userId: next.user.id });
          } else if (kept) {
            setSession({ phase: 'signed-in', ...kept });
          } else if (event === 'SIGNED_OUT' || event === 'INITIAL_SESSION') {
            clearDeskData();
            setSession((previous) => ({
              phase: 'signed-out',
              expired:
                event === 'SIGNED_OUT'
                  ? previous.phase === 'signed-in' && !signingOut.current
                  : hadStoredSession,
            }));
          }
        });
        unsubscribe = () => data.subscription.unsubscribe();
      },
      () => active && setSession({ phase: 'signed-out', expired: false }),
    );
    return () => {
      active = false;
      unsubscribe();
    };
  }, []);

  const signOut = useCallback(async () => {
    signingOut.current = true;
    await signOutOfDesk();
    setSession({ phase: 'signed-out', expired: false });
    signingOut.current = false;
  }, []);

  return { session, signOut };
}
