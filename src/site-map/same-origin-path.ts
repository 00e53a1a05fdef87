/**
 * Redirect targets are paths on this site, never another origin. A browser reads `//host`, `/\host`
 * (a backslash counts as a slash) and, after dot segments are resolved, `/.//host` as "another host",
 * so a path taken from the request and put into `Location` or `location.replace` could send the visitor
 * away (an open redirect). `sameOriginPath` resolves dot segments and collapses every run of leading
 * slashes, backslashes and their percent-encoded forms (%2F, %5C) into one slash. Runtime-neutral: the
 * client's ?lang redirect and the server's trailing-slash redirect both use it.
 */
const BASE = 'http://same-origin.invalid';
const LEADING_SEPARATORS = /^(?:[/\\]|%2f|%5c)+/i;

export function sameOriginPath(target: string): string {
  let url: URL;
  try {
    url = new URL(`/${target.replace(LEADING_SEPARATORS, '')}`, BASE);
  } catch {
    return '/';
  }
  // Resolving dot segments can bring separators to the front again ('/.//host' -> '//host').
  const pathname = `/${url.pathname.replace(LEADING_SEPARATORS, '')}`;
  if (url.origin !== BASE) return '/';
  return `${pathname}${url.search}${url.hash}`;
}
