/**
 * Whether the page renders its long parts only near the screen (src/components/layout/
 * near-screen.module.css). An inline script at the top of every page sets this attribute on <html>
 * before the body is parsed, unless the address points into the page (`/#contact`): the browser
 * scrolls there on the sections' placeholder sizes and stops following the section once the page
 * has loaded, so sections above it that take their real size later pushed it off the screen (on a
 * phone, 6 of 12 loads of `/#contact` ended off it). Without script the page is laid out whole too.
 */
export const NEAR_SCREEN_ATTRIBUTE = 'data-near-screen';

/** The inline script (its hash is in the page's Content-Security-Policy, src/build/security-headers.ts). */
export const NEAR_SCREEN_SCRIPT = `location.hash||document.documentElement.setAttribute('${NEAR_SCREEN_ATTRIBUTE}','')`;
