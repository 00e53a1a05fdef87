/**
 * PostCSS plugin: the site forces Mantine's light colour scheme (`forceColorScheme="light"` in
 * routes/__root.tsx, `<meta name="color-scheme" content="light">`), so a rule that applies only under
 * `[data-mantine-color-scheme=dark]` never matches, yet every page load would parse and match Mantine's
 * many such rules. They are removed at build; a selector list keeps its light members.
 */
import type { AtRule, Container, Plugin } from 'postcss';

const DARK_SCHEME = /\[data-mantine-color-scheme=(["']?)dark\1\]/;

function removeIfEmpty(parent: Container | undefined): void {
  if (parent && parent.type === 'atrule' && !(parent as AtRule).nodes?.length) {
    const grandParent = parent.parent;
    parent.remove();
    removeIfEmpty(grandParent as Container | undefined);
  }
}

export function lightSchemeOnly(): Plugin {
  return {
    postcssPlugin: 'light-scheme-only',
    Rule(rule) {
      const light = rule.selectors.filter((selector) => !DARK_SCHEME.test(selector));
      if (light.length === rule.selectors.length) return;
      if (light.length) {
        rule.selectors = light;
        return;
      }
      const parent = rule.parent as Container | undefined;
      rule.remove();
      removeIfEmpty(parent);
    },
  };
}
lightSchemeOnly.postcss = true as const;
