/**
 * The inline script run before the body is parsed, setting the <html> attributes the first paint's CSS
 * reads. No near-screen layout when the address has a hash: sections above the target that grow to
 * their real size later would push it off the screen. Blocked storage shows the cookie banner too.
 */
import { COOKIE_CONSENT_CHOICES, COOKIE_CONSENT_STORAGE_KEY } from '../lib/device-storage.ts';
import { CONSENT_PENDING_ATTRIBUTE, NEAR_SCREEN_ATTRIBUTE } from './contract.ts';

const storedChoice = new RegExp(`^(${COOKIE_CONSENT_CHOICES.join('|')})$`);

/** Allowed by its hash in each page's Content-Security-Policy (vite/security-headers.ts). */
export const START_UP_SCRIPT =
  `var h=document.documentElement,c;location.hash||h.setAttribute('${NEAR_SCREEN_ATTRIBUTE}','');` +
  `try{c=localStorage.getItem('${COOKIE_CONSENT_STORAGE_KEY}')}catch(e){}` +
  `${storedChoice}.test(c)||h.setAttribute('${CONSENT_PENDING_ATTRIBUTE}','')`;
