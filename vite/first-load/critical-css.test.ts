import { describe, expect, it } from 'vitest';

import {
  CONSENT_PENDING_ATTRIBUTE,
  CRITICAL_CSS_ATTRIBUTE,
  CRITICAL_CSS_END_ATTRIBUTE,
  CRITICAL_CSS_RESUME_ATTRIBUTE,
  NEAR_SCREEN_ATTRIBUTE,
} from '../../src/first-load/contract';
import {
  appliesOnlyOnInteraction,
  criticalCss,
  criticalMarkup,
  inlineCriticalCss,
  pageTokens,
  selectorMayMatch,
} from './critical-css';

const html =
  '<html data-mantine-color-scheme="light"><body><main id="main"><p class="a b" data-size="sm">x</p></main></body></html>';

describe('critical CSS', () => {
  it('keeps a selector only when the page has its classes, ids, tags and attribute values', () => {
    const tokens = pageTokens(html);
    expect(selectorMayMatch('.a:hover .b::before', tokens)).toBe(true);
    expect(selectorMayMatch('main > p.a', tokens)).toBe(true);
    expect(selectorMayMatch('.c', tokens)).toBe(false);
    expect(selectorMayMatch('#other', tokens)).toBe(false);
    expect(selectorMayMatch('dialog', tokens)).toBe(false);
    expect(selectorMayMatch(':where([data-mantine-color-scheme=dark]) .a', tokens)).toBe(false);
    expect(selectorMayMatch('[data-size="sm"]', tokens)).toBe(true);
    expect(selectorMayMatch(':host([data-mantine-color-scheme=light])', tokens)).toBe(false);
    expect(selectorMayMatch(':host', tokens)).toBe(false);
  });

  it('keeps a `:has()` rule only when the page holds what it asks for', () => {
    const tokens = pageTokens(html);
    expect(selectorMayMatch('body:has([data-consent-record]) .a', tokens)).toBe(false);
    expect(selectorMayMatch('main:has(> p.a)', tokens)).toBe(true);
    expect(selectorMayMatch('main:not(:has(.c))', tokens)).toBe(true);
  });

  it("keeps the rules of the attributes the page's start-up script sets before the first paint", () => {
    for (const attribute of [NEAR_SCREEN_ATTRIBUTE, CONSENT_PENDING_ATTRIBUTE]) {
      const rule = `:root[${attribute}] .a{content-visibility:auto}`;
      expect(criticalCss(html, rule)).toBe(rule);
    }
    expect(criticalCss(html, ':root[data-other] .a{color:red}')).toBe('');
  });

  it('drops unused rules, empty media queries and custom properties nothing uses', () => {
    const css =
      ':root{--used:red;--unused:blue}.a{color:var(--used)}.c{color:green}@media (min-width:1px){.c{color:red}}@font-face{font-family:X;src:url(x.woff2)}';
    expect(criticalCss(html, css)).toBe(':root{--used:red}.a{color:var(--used)}');
  });

  it('keeps only the last declaration of a custom property a later rule of the same selector makes again', () => {
    const page = '<html><head></head><body><p class="a" style="color:var(--theme-c)">x</p></body></html>';
    // Mantine's defaults, then the theme's own values (src/styles/theme-variables.css).
    const css =
      ':root{--base:red;--theme-a:gray;--theme-b:gray;--unused:1px}.a{border-color:var(--theme-a);height:100vh;height:100dvh}' +
      ':root{--theme-a:var(--base);--theme-b:blue;--theme-c:var(--theme-b)}';
    expect(criticalCss(page, css)).toBe(
      ':root{--base:red}.a{border-color:var(--theme-a);height:100vh;height:100dvh}' +
        ':root{--theme-a:var(--base);--theme-b:blue;--theme-c:var(--theme-b)}',
    );
    expect(inlineCriticalCss(page, css)).toContain(`<style ${CRITICAL_CSS_ATTRIBUTE}>:root{--base:red}`);
  });

  it('keeps the local fallback faces but leaves the web fonts to the stylesheet', () => {
    const css =
      "@font-face{font-family:X;src:url(x.woff2)}@font-face{font-family:'X Fallback: Arial';src:local('Arial')}";
    expect(criticalCss(html, css)).toBe("@font-face{font-family:'X Fallback: Arial';src:local('Arial')}");
  });

  it('leaves the rules of hover, press and focus to the stylesheet, and keeps a rule for its other selectors', () => {
    expect(appliesOnlyOnInteraction('.a:hover')).toBe(true);
    expect(appliesOnlyOnInteraction('.a:focus-visible .b')).toBe(true);
    expect(appliesOnlyOnInteraction('.a:where(:active)')).toBe(true);
    expect(appliesOnlyOnInteraction('.a:not(:focus-visible)')).toBe(false);
    expect(appliesOnlyOnInteraction('.a::before')).toBe(false);
    const css = '.a:hover,.b{color:red}.a:focus-visible{outline:0}.a:not(:focus){color:blue}';
    expect(criticalCss(html, css)).toBe('.b{color:red}.a:not(:focus){color:blue}');
  });

  it("covers a long page's markup up to its end marker, and its body's end", () => {
    const page = `<html><body><main><p class="a">x</p><div hidden ${CRITICAL_CSS_END_ATTRIBUTE}=""></div><p class="b">y</p></main><footer class="c"></footer><script src="/x.js"></script></body></html>`;
    expect(criticalMarkup(page)).toBe('<html><body><main><p class="a">x</p></body></html>');
    expect(criticalMarkup(html)).toBe(html);
    expect(criticalCss(page, '.a{color:red}.b{color:blue}.c{color:green}')).toBe('.a{color:red}');
  });

  it('covers the markup again from the resume marker after the end marker (the notice dock)', () => {
    const dock = `<div class="d" ${CRITICAL_CSS_RESUME_ATTRIBUTE}=""><p class="e">z</p></div>`;
    const page = `<html><body><main><p class="a">x</p><div hidden ${CRITICAL_CSS_END_ATTRIBUTE}=""></div><p class="b">y</p></main>${dock}</body></html>`;
    expect(criticalMarkup(page)).toBe(`<html><body><main><p class="a">x</p>${dock}</body></html>`);
    const css = '.a{color:red}.b{color:blue}.d{position:fixed}.e{color:green}';
    expect(criticalCss(page, css)).toBe('.a{color:red}.d{position:fixed}.e{color:green}');
    // A resume marker before the end marker changes nothing.
    const early = `<html><body><div ${CRITICAL_CSS_RESUME_ATTRIBUTE}=""></div><p class="a">x</p><i ${CRITICAL_CSS_END_ATTRIBUTE}=""></i><p class="b">y</p></body></html>`;
    expect(criticalMarkup(early)).toBe(early.slice(0, early.indexOf('<i ')) + '</body></html>');
  });
});
