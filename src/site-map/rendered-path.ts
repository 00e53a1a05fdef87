/** Name of the meta tag in which the prerender step records the path a page was rendered for. */
export const RENDERED_PATH_META = 'x-rendered-path';

export function renderedPathTag(pathname: string): string {
  return `<meta name="${RENDERED_PATH_META}" content="${pathname.replace(/"/g, '&quot;')}">`;
}
