/**
 * The prerendered page's router state, carried as JSON rather than the router's inline script, which a
 * strict Content-Security-Policy could allow only by each page's hash.
 */
import * as v from 'valibot';

export const ROUTER_STATE_ELEMENT_ID = 'router-state';

type TsrGlobal = NonNullable<Window['$_TSR']>;
type DehydratedMatches = NonNullable<TsrGlobal['router']>['matches'];

/**
 * What the server's dehydration holds for this site's routes (no manifest, no custom data): each
 * match's id, time and status checked, its loader data, error and flags (`l`, `e`, `ssr`, `g`)
 * passed on as the server's loaders returned them.
 */
export const routerStateSchema = v.object({
  matches: v.array(
    v.looseObject({
      i: v.string(),
      u: v.number(),
      s: v.picklist(['pending', 'success', 'error', 'redirected', 'notFound']),
    }),
  ),
});

export type RouterState = v.InferOutput<typeof routerStateSchema>;

/**
 * Puts the page's router state where `hydrate()` reads it and removes its element, as the server's
 * script removed itself: the element is not part of what React hydrates.
 */
export function adoptRouterState(): void {
  const element = document.getElementById(ROUTER_STATE_ELEMENT_ID);
  if (!element) throw new Error(`The page has no #${ROUTER_STATE_ELEMENT_ID} to hydrate from`);
  const state = v.parse(routerStateSchema, JSON.parse(element.textContent));
  element.remove();
  const tsr: TsrGlobal = {
    // The loader data is what the routes' own loaders returned when the page was rendered.
    router: { manifest: undefined, matches: state.matches as DehydratedMatches },
    buffer: [],
    p: (script) => script(),
    h: () => delete window.$_TSR,
    e: () => {},
    c: () => {},
  };
  window.$_TSR = tsr;
}
