/**
 * Real plans and renders dropped into ./real-plans (see its README) replace the generated drawings.
 * Vite resolves this at build time, so the files are hashed, bundled and precached.
 */
const files = import.meta.glob<string>('./real-plans/*.{svg,png,webp,avif,jpg,jpeg}', {
  eager: true,
  query: '?url',
  import: 'default',
});

const byName = new Map(
  Object.entries(files).map(([path, url]) => [path.replace(/^.*\//, '').replace(/\.[a-z]+$/, ''), url]),
);

export type PlanName = `unit-${string}` | `floor-${number}`;

/** The URL of a real plan for this name, or undefined when only the generated drawing exists. */
export function realPlanUrl(name: PlanName): string | undefined {
  return byName.get(name);
}
