import { useEffect, useRef, useState } from 'react';

import { loadDeskConfig } from './desk-api';

/** Until the backend says otherwise (desk_config), or when it cannot be asked: 30 minutes. */
export const DEFAULT_IDLE_SIGN_OUT_SECONDS = 30 * 60;

/** What counts as someone using the desk: a touch, a click, a key, the pointer, scrolling. */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * Signs a shared tablet out when nobody has used the desk for the account's idle period (the team's
 * setting, desk_settings; an account may have its own). Measured by the clock, so a device that slept
 * through the period signs out as soon as it wakes.
 */
export function useIdleSignOut(active: boolean, onIdle: (seconds: number) => void): void {
  const [seconds, setSeconds] = useState(DEFAULT_IDLE_SIGN_OUT_SECONDS);
  const idle = useRef(onIdle);
  useEffect(() => {
    idle.current = onIdle;
  });

  useEffect(() => {
    if (!active) return;
    let current = true;
    loadDeskConfig().then(
      (config) => current && setSeconds(config.idleSignOutSeconds),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [active]);

  useEffect(() => {
    if (!active) return;
    const periodMs = seconds * 1000;
    let lastActivity = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let done = false;
    const check = () => {
      clearTimeout(timer);
      if (done) return;
      const quietMs = Date.now() - lastActivity;
      if (quietMs >= periodMs) {
        done = true;
        idle.current(seconds);
      } else {
        timer = setTimeout(check, periodMs - quietMs);
      }
    };
    const touched = () => {
      lastActivity = Date.now();
    };
    for (const name of ACTIVITY_EVENTS)
      window.addEventListener(name, touched, { capture: true, passive: true });
    document.addEventListener('visibilitychange', check);
    timer = setTimeout(check, periodMs);
    return () => {
      done = true;
      clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, touched, { capture: true });
      document.removeEventListener('visibilitychange', check);
    };
  }, [active, seconds]);
}
