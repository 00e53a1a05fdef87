/**
 * The inline script at the top of every page, run before the body is parsed. It sets two attributes
 * on <html> that the page's CSS reads for its first paint:
 *
 *  - NEAR_SCREEN_ATTRIBUTE: the page renders its long parts only near the screen (src/components/
 *    layout/near-screen.module.css), unless the address points into the page (`/#contact`): the
 *    browser scrolls there on the sections' placeholder sizes and stops following the section once
 *    the page has loaded, so sections above it that take their real size later pushed it off the
 *    screen (on a phone, 6 of 12 loads of `/#contact` ended off it). Without script the page is
 *    laid out whole too.
 *  - CONSENT_PENDING_ATTRIBUTE: no cookie choice is stored on this device, so the prerendered cookie
 *    banner shows at once (components/layout/cookie-banner.tsx). Where storage is blocked, reading it
 *    throws, and the banner shows too (a choice then lives in memory for the visit).
 */
import { COOKIE_CONSENT_CHOICES, COOKIE_CONSENT_STORAGE_KEY } from '../lib/device-storage.ts';
import { CONSENT_PENDING_ATTRIBUTE, NEAR_SCREEN_ATTRIBUTE } from './contract.ts';

const storedChoice = new RegExp(`^(${COOKIE_CONSENT_CHOICES.join('|')})$`);

/**
 * The only inline script a page runs, so its hash is the Content-Security-Policy's one script hash
 * (src/vite-plugins/security-headers.ts). Its bytes must stay the same on every page.
 */
export const START_UP_SCRIPT =
  `var h=document.documentElement,c;location.hash||h.setAttribute('${NEAR_SCREEN_ATTRIBUTE}','');` +
  `try{c=localStorage.getItem('${COOKIE_CONSENT_STORAGE_KEY}')}catch(e){}` +
  `${storedChoice}.test(c)||h.setAttribute('${CONSENT_PENDING_ATTRIBUTE}','')`;
