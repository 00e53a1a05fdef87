/**
 * Whether this browser can take the buyer alerts' pushes. iOS and iPadOS deliver web push only to a site
 * added to the home screen and opened from there (Safari 16.4 and later), so there the answer outside the
 * installed app is "install first", not "unsupported".
 */
export type PushSupport = 'available' | 'install-first' | 'unsupported';

export interface PushEnvironment {
  userAgent: string;
  maxTouchPoints: number;
  /** Opened from the home screen (display-mode standalone, or Safari's navigator.standalone). */
  standalone: boolean;
  hasServiceWorker: boolean;
  hasPushManager: boolean;
  hasNotification: boolean;
}

export function browserPushEnvironment(): PushEnvironment {
  return {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
    standalone:
      (navigator as Navigator & { standalone?: boolean }).standalone === true ||
      window.matchMedia('(display-mode: standalone)').matches,
    hasServiceWorker: 'serviceWorker' in navigator,
    hasPushManager: 'PushManager' in window,
    hasNotification: 'Notification' in window,
  };
}

/** iPhone, iPod, and an iPad, which names itself a Mac but has a touch screen. */
function isAppleMobile({ userAgent, maxTouchPoints }: PushEnvironment): boolean {
  return /\b(iPhone|iPad|iPod)\b/.test(userAgent) || (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1);
}

export function pushSupport(environment: PushEnvironment = browserPushEnvironment()): PushSupport {
  const capable = environment.hasServiceWorker && environment.hasPushManager && environment.hasNotification;
  if (isAppleMobile(environment) && !environment.standalone) return 'install-first';
  return capable ? 'available' : 'unsupported';
}
