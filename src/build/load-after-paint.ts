/**
 * Fewer competing early requests: a prerendered page paints from its HTML and inline critical CSS
 * alone, and its hero image has the connection to itself. The site stylesheet and the client code
 * are requested only once the page has loaded (its first-screen images included) and been painted
 * (at the latest 3 s after the HTML was parsed, at once if the visitor starts scrolling): one small
 * loader script adds the stylesheet, the web fonts' preloads and the module preloads, a few per task,
 * then imports the entries one task apart; the client entry waits for the stylesheet (and the fonts)
 * before it hydrates (`whenSiteStylesheetLoaded`), so nothing rendered by the client is ever unstyled. Without JavaScript the page keeps its critical CSS and links the stylesheet in
 * <noscript>.
 *
 * The loader is the same for every page of a build, so it is one hashed file (`assets/loader-….js`,
 * cached for ever and precached), linked `async`: 0.7 kB of Brotli less in every page's HTML, which
 * keeps the pages within the first round trip. An async script still runs before the `load` event.
 */
import { createHash } from 'node:crypto';

import { LOCALE_STORAGE_KEY } from '../lib/device-storage.ts';
import { LANGUAGE_LINK_SELECTOR, RELEASE_EARLY_CLICKS } from '../lib/early-clicks.ts';
import { SITE_STYLESHEET_ATTRIBUTE } from '../lib/site-stylesheet.ts';

export interface PageAssets {
  stylesheet: string;
  /** The module scripts, in the order they are evaluated (CLIENT_ENTRIES in asset-tags.ts). */
  entries: string[];
  /** The web font files, fetched with the stylesheet (src/styles/web-fonts.ts adds them). */
  fonts: string[];
  preloads: string[];
}

/** Reads the blocking asset tags (see asset-tags.ts) out of a rendered page. */
export function pageAssets(html: string): PageAssets {
  const stylesheet = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/.exec(html)?.[1];
  const entries = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/g)].map(
    (m) => m[1]!,
  );
  if (!stylesheet || !entries.length) throw new Error('The page links no stylesheet or no module entry');
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g)].map(
    (m) => m[1]!,
  );
  const fonts = [...html.matchAll(/<link rel="preload" as="font"[^>]*href="([^"]+)"[^>]*>/g)].map(
    (m) => m[1]!,
  );
  return { stylesheet, entries, fonts, preloads };
}

/** How many module preloads the loader starts in one task. */
const PRELOADS_PER_TASK = 4;

/** The loader's source (a classic script), for the assets of a build. */
export function loaderSource({ stylesheet, entries, fonts, preloads }: PageAssets): string {
  const json = (value: unknown) => JSON.stringify(value);
  return [
    'document.currentScript.remove();(()=>{let started=false,early=null;',
    // A button clicked before hydration is held and clicked again once the page is interactive; a
    // language link navigates, its language stored first, as the hydrated switch stores it.
    'const hold=e=>{const t=e.target instanceof Element?e.target:null;',
    `const l=t&&t.closest(${json(LANGUAGE_LINK_SELECTOR)});`,
    `if(l)try{localStorage.setItem(${json(LOCALE_STORAGE_KEY)},l.hreflang)}catch(x){}`,
    'const b=t&&t.closest("button");',
    'if(b){e.preventDefault();e.stopPropagation();early=b}};',
    'document.addEventListener("click",hold,true);',
    `window[${json(RELEASE_EARLY_CLICKS)}]=()=>{document.removeEventListener("click",hold,true);`,
    'const b=early;early=null;if(b&&b.isConnected)b.click()};',
    'const go=()=>{if(started)return;started=true;',
    'const d=document,add=(rel,href,extra,as)=>{const l=d.createElement("link");l.rel=rel;l.href=href;',
    'l.crossOrigin="";if(extra)l.setAttribute(extra,"");if(as)l.as=as;d.head.append(l)};',
    `add("stylesheet",${json(stylesheet)},${json(SITE_STYLESHEET_ATTRIBUTE)});`,
    `for(const f of ${json(fonts)})add("preload",f,"","font");`,
    // Each request costs the main thread a few milliseconds on a slow phone: the preloads go out
    // a few per task, so that starting them is no long task either.
    `const p=${json(preloads)};for(let i=0;i<p.length;i+=${PRELOADS_PER_TASK})`,
    'setTimeout(()=>p.slice(i,i+' + PRELOADS_PER_TASK + ').forEach(f=>add("modulepreload",f)),0);',
    // Then the entries one after the other, each evaluated in a task of its own.
    `const run=i=>{if(i<${entries.length})import(${json(entries)}[i]).then(()=>setTimeout(run,0,i+1),console.error)};`,
    'setTimeout(run,0,0)};',
    // ?lang= is resolved by the entry at once (it leaves the page), so it starts without waiting.
    'if(/[?&]lang=/.test(location.search))go();',
    // A page the service worker answers (a repeat visit, the installed app) has everything on the
    // device: nothing competes for the connection, so the stylesheet, fonts and code load at once.
    'else if(navigator.serviceWorker&&navigator.serviceWorker.controller)go();',
    // After `load` and the first contentful paint, two more frames: the first screen, hero included,
    // is on the glass before the first byte of code or stylesheet is asked for.
    'const frames=()=>requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(go,0)));',
    'const painted=()=>{const P=window.PerformanceObserver;',
    'if(!P||!(P.supportedEntryTypes||[]).includes("paint"))return frames();',
    'new P((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();frames()}})',
    '.observe({type:"paint",buffered:true})};',
    // It may run after DOMContentLoaded (it is async), never after `load`; both cases are covered.
    'if(document.readyState==="complete")painted();else addEventListener("load",painted,{once:true});',
    'const late=()=>setTimeout(go,3000);',
    'if(document.readyState==="loading")addEventListener("DOMContentLoaded",late,{once:true});else late();',
    // A visitor scrolling down needs the styles of the sections below the critical CSS's end.
    'addEventListener("scroll",go,{once:true,passive:true})})()',
  ].join('');
}

/** The loader's file under assets/, named by its content. */
export function loaderFile(source: string): string {
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  return `assets/loader-${hash}.js`;
}

/** Replaces the page's blocking stylesheet, entry scripts and preloads with the loader's tag. */
export function loadAfterPaint(html: string, loaderUrl: string): string {
  const assets = pageAssets(html);
  const stripped = html
    .replace(/<link rel="stylesheet"[^>]*>/, '')
    .replace(/<script type="module"[^>]*><\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<link rel="preload" as="font"[^>]*>/g, '');
  const headEnd = stripped.indexOf('</head>');
  const bodyEnd = stripped.lastIndexOf('</body>');
  if (headEnd === -1 || bodyEnd === -1) throw new Error('Rendered page has no </head> or </body>');
  const noscript = `<noscript><link rel="stylesheet" href="${assets.stylesheet}"></noscript>`;
  return [
    stripped.slice(0, headEnd),
    noscript,
    stripped.slice(headEnd, bodyEnd),
    `<script src="${loaderUrl}" async></script>`,
    stripped.slice(bodyEnd),
  ].join('');
}
