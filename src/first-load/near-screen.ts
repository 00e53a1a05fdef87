/**
 * Whether the page renders its long parts only near the screen (src/components/layout/
 * near-screen.module.css). An inline script at the top of every page sets NEAR_SCREEN_ATTRIBUTE on
 * <html> before the body is parsed, unless the address points into the page (`/#contact`): the
 * browser scrolls there on the sections' placeholder sizes and stops following the section once the
 * page has loaded, so sections above it that take their real size later pushed it off the screen (on
 * a phone, 6 of 12 loads of `/#contact` ended off it). Without script the page is laid out whole too.
 */
import { NEAR_SCREEN_ATTRIBUTE } from './contract.ts';

/**
 * The inline script: the only one a page runs, so its hash is the Content-Security-Policy's one
 * script hash (src/vite-plugins/security-headers.ts). Its bytes must stay the same on every page.
 */
export const NEAR_SCREEN_SCRIPT = `location.hash||document.documentElement.setAttribute('${NEAR_SCREEN_ATTRIBUTE}','')`;
