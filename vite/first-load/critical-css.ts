/**
 * A page's critical CSS: only the rules its first screens can match, inlined so the first paint needs
 * no stylesheet request, and cut (interaction states, markup past the end marker) to keep the HTML
 * within the first round trip. Deterministic, so a CSP can hash it.
 */
import postcss, { type AtRule, type Container, type Rule } from 'postcss';

import {
  CONSENT_PENDING_ATTRIBUTE,
  CRITICAL_CSS_ATTRIBUTE,
  CRITICAL_CSS_END_ATTRIBUTE,
  CRITICAL_CSS_RESUME_ATTRIBUTE,
  NEAR_SCREEN_ATTRIBUTE,
} from '../../src/first-load/contract.ts';
import { injectIntoHead } from './page-assets.ts';

/** Attributes the page's inline start-up script may set before the first paint. */
const SET_BY_STARTUP_SCRIPT = [NEAR_SCREEN_ATTRIBUTE, CONSENT_PENDING_ATTRIBUTE];

export interface PageTokens {
  classes: Set<string>;
  ids: Set<string>;
  tags: Set<string>;
  /** Attribute names, and `name=value` for every value the page gives them. */
  attributes: Set<string>;
}

export function pageTokens(html: string): PageTokens {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of match[1]!.split(/\s+/)) if (name) classes.add(name);
  }
  const ids = new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((match) => match[1]!));
  const tags = new Set(
    [...html.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)[\s/>]/g)].map((match) => match[1]!.toLowerCase()),
  );
  const attributes = new Set<string>(SET_BY_STARTUP_SCRIPT);
  for (const match of html.matchAll(/\s([a-zA-Z][\w:-]*)(?:="([^"]*)")?/g)) {
    const name = match[1]!.toLowerCase();
    attributes.add(name);
    if (match[2] !== undefined) attributes.add(`${name}=${match[2]}`);
  }
  return { classes, ids, tags, attributes };
}

/** `[name]`, `[name=value]`, `[name="value"]`: can the page's markup satisfy it? Other operators: assume yes. */
function attributeMayMatch(selector: string, tokens: PageTokens): boolean {
  const match = /^\[\s*([\w:-]+)\s*(?:(=)\s*["']?([^"'\]]*)["']?\s*)?(?:[is]\s*)?\]$/.exec(selector);
  if (!match) return true;
  const name = match[1]!.toLowerCase();
  if (!match[2]) return tokens.attributes.has(name);
  return tokens.attributes.has(`${name}=${match[3]}`);
}

/**
 * Removes pseudo-classes and pseudo-elements: they never decide whether a rule is needed, except
 * `:where(X)`, `:is(X)` and `:has(X)` with one argument, which need an element matching X (Mantine
 * writes its dark-scheme rules as `:where([data-mantine-color-scheme=dark]) .x`), so X is kept.
 */
function stripPseudos(selector: string): string {
  let result = '';
  for (let i = 0; i < selector.length; i += 1) {
    const char = selector[i]!;
    if (char !== ':') {
      result += char;
      continue;
    }
    // The pseudo's name, then its arguments if any.
    i += 1;
    if (selector[i] === ':') i += 1;
    let name = '';
    while (i < selector.length && /[\w-]/.test(selector[i]!)) name += selector[i++];
    if (selector[i] !== '(') {
      i -= 1;
      continue;
    }
    let depth = 1;
    let argument = '';
    while (++i < selector.length && depth > 0) {
      if (selector[i] === '(') depth += 1;
      else if (selector[i] === ')') depth -= 1;
      if (depth > 0) argument += selector[i];
    }
    i -= 1;
    if ((name === 'where' || name === 'is') && !argument.includes(',')) result += stripPseudos(argument);
    // A descendant (or sibling) X: the page must hold it too.
    if (name === 'has' && !argument.includes(',')) result += ` ${stripPseudos(argument)} `;
  }
  return result;
}

/** Whether one selector (no commas) can match an element of the page. */
export function selectorMayMatch(selector: string, tokens: PageTokens): boolean {
  // `:host` matches a shadow root's host only; the site's pages have no shadow DOM.
  if (/:host\b/.test(selector)) return false;
  const withoutPseudos = stripPseudos(selector);
  for (const match of withoutPseudos.matchAll(/\[[^\]]*\]/g)) {
    if (!attributeMayMatch(match[0], tokens)) return false;
  }
  const plain = withoutPseudos.replace(/\[[^\]]*\]/g, '');
  for (const match of plain.matchAll(/\.((?:\\.|[\w-])+)/g)) {
    if (!tokens.classes.has(match[1]!.replace(/\\(.)/g, '$1'))) return false;
  }
  for (const match of plain.matchAll(/#((?:\\.|[\w-])+)/g)) {
    if (!tokens.ids.has(match[1]!)) return false;
  }
  for (const match of plain.matchAll(/(?:^|[\s>+~])([a-zA-Z][a-zA-Z0-9-]*)/g)) {
    if (!tokens.tags.has(match[1]!.toLowerCase())) return false;
  }
  return true;
}

const NEGATION = /:not\((?:[^()]|\([^()]*\))*\)/g;
const INTERACTION = /:(?:hover|active|focus|focus-visible|focus-within)\b/;

/** `.a:hover`, `.b:focus-visible .c`: applies only while hovered, pressed or focused (`:not(:focus)` applies at rest). */
export function appliesOnlyOnInteraction(selector: string): boolean {
  return INTERACTION.test(selector.replace(NEGATION, ''));
}

/** The index of the first element that carries `attribute` from `from` on, or -1. */
function markerIndex(html: string, attribute: string, from = 0): number {
  const pattern = new RegExp(`<[a-zA-Z][^>]*\\s${attribute}[\\s=>/]`, 'g');
  pattern.lastIndex = from;
  return pattern.exec(html)?.index ?? -1;
}

/**
 * The page's markup that the critical CSS covers: all of it, or up to its end marker and again from
 * the resume marker after it (the body's end is kept).
 */
export function criticalMarkup(html: string): string {
  const end = markerIndex(html, CRITICAL_CSS_END_ATTRIBUTE);
  if (end < 0) return html;
  const resume = markerIndex(html, CRITICAL_CSS_RESUME_ATTRIBUTE, end);
  const bodyEnd = html.lastIndexOf('</body>');
  const rest = resume >= 0 ? resume : bodyEnd;
  return html.slice(0, end) + (rest > end ? html.slice(rest) : '');
}

function prune(container: Container, tokens: PageTokens): void {
  container.each((node) => {
    if (node.type === 'rule') {
      const rule = node as Rule;
      if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as AtRule).name)) return;
      const kept = rule.selectors.filter(
        (selector) => selectorMayMatch(selector, tokens) && !appliesOnlyOnInteraction(selector),
      );
      if (kept.length === 0) rule.remove();
      else rule.selectors = kept;
    } else if (node.type === 'atrule') {
      const atRule = node as AtRule;
      // Web fonts come after the first paint, so the hero has the connection to itself.
      if (/^font-face$/i.test(atRule.name) && /url\(/.test(atRule.toString())) {
        atRule.remove();
        return;
      }
      if (/^(media|supports|layer|container)$/i.test(atRule.name) && atRule.nodes) {
        prune(atRule, tokens);
        if (atRule.nodes.length === 0) atRule.remove();
      }
    } else if (node.type === 'comment') {
      node.remove();
    }
  });
}

/**
 * Drops custom properties (`--name: …`) that neither the kept rules nor the page's inline styles
 * use, e.g. the colours of palettes the site never shows. Repeated, as variables use variables.
 */
function pruneCustomProperties(root: Container, html: string): void {
  for (;;) {
    const used = new Set<string>();
    const collect = (text: string) => {
      for (const match of text.matchAll(/var\(\s*(--[\w-]+)/g)) used.add(match[1]!);
    };
    collect(html);
    root.walkDecls((decl) => collect(decl.value));
    let removed = 0;
    root.walkDecls((decl) => {
      if (decl.prop.startsWith('--') && !used.has(decl.prop)) {
        decl.remove();
        removed += 1;
      }
    });
    root.walkRules((rule) => {
      if (rule.nodes.length === 0) rule.remove();
    });
    if (removed === 0) return;
  }
}

const selectorKey = (rule: Rule) => rule.selector.replace(/[\s"']/g, '');

/**
 * Drops the custom properties a later top-level rule of the same selector declares again (Mantine's
 * default variables, then the theme's, src/styles/theme-variables.css): only the last one counts.
 * Other properties stay, as a repeated one may be a fallback for browsers that ignore the later.
 */
function dropOverridden(root: Container): void {
  const declared = new Set<string>();
  const rules = (root.nodes ?? []).filter((node): node is Rule => node.type === 'rule').reverse();
  for (const rule of rules) {
    const key = selectorKey(rule);
    for (const node of [...rule.nodes].reverse()) {
      if (node.type !== 'decl' || !node.prop.startsWith('--')) continue;
      const id = `${key} ${node.prop}`;
      if (declared.has(id) && !node.important) node.remove();
      else declared.add(id);
    }
    if (rule.nodes.length === 0) rule.remove();
  }
}

const minified = (root: Container) => root.toString().replace(/\n\s*/g, '');

/**
 * The critical CSS of a page: the stylesheet's rules its first screens may match, with the custom
 * properties they use. Safe to cut: the full stylesheet arrives before hydration.
 */
export function criticalCss(html: string, css: string): string {
  const markup = criticalMarkup(html);
  const root = postcss.parse(css);
  dropOverridden(root);
  prune(root, pageTokens(markup));
  pruneCustomProperties(root, markup);
  return minified(root);
}

/** Inlines the page's critical CSS at the end of its <head>. */
export function inlineCriticalCss(html: string, css: string): string {
  return injectIntoHead(html, `<style ${CRITICAL_CSS_ATTRIBUTE}>${criticalCss(html, css)}</style>`);
}
