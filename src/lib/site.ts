/**
 * The one configured public origin of the site. Canonical and alternate links are absolute URLs
 * built from it. Override at build time with VITE_SITE_ORIGIN.
 */
export const SITE_ORIGIN: string = (import.meta.env.VITE_SITE_ORIGIN ?? 'https://grabbeallee68.de').replace(
  /\/+$/,
  '',
);

export function absoluteUrl(pathname: string): string {
  return `${SITE_ORIGIN}${pathname === '/' ? '/' : pathname}`;
}
