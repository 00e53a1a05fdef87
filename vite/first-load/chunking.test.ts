import type { ChunkingContext, ModuleInfo } from 'rolldown';
import { describe, expect, it } from 'vitest';

import { lazyMantineChunkOf, sharedAppChunkOf, startupChunkOf } from './chunking';

/** A chunking context over a module graph given as static imports. */
function contextOf(graph: Record<string, string[]>): ChunkingContext {
  return {
    getModuleInfo: (id: string) =>
      id in graph ? ({ importedIds: graph[id] } as unknown as ModuleInfo) : null,
  };
}

const entry = '/src/entry-client.tsx';
const breakpoints = '/node_modules/@mantine/core/esm/core/utils/get-breakpoint-value.mjs';
const chip = '/node_modules/@mantine/core/esm/components/Chip/Chip.mjs';
const workbox = '/node_modules/workbox-window/build/workbox-window.prod.es5.mjs';

const ctx = contextOf({
  '/src/entry-client.tsx': [
    '/node_modules/react-dom/client.js',
    '/src/router.tsx',
    '/node_modules/react/index.js',
  ],
  '/node_modules/react-dom/client.js': ['/node_modules/react/index.js'],
  '/src/router.tsx': ['/node_modules/@tanstack/react-router/index.js', '/node_modules/react/index.js'],
  '/node_modules/@tanstack/react-router/index.js': ['/node_modules/react/index.js'],
  '/node_modules/react/index.js': [],
  [breakpoints]: [],
  [chip]: [breakpoints],
  [workbox]: [],
  '/src/features/apartments/apartment-finder.tsx': [chip],
});

describe('start-up chunks', () => {
  const chunkOf = startupChunkOf(entry);

  it('puts every start-up module in the app’s chunk, the packages’ too', () => {
    for (const id of [
      '/src/router.tsx',
      '/node_modules/react-dom/client.js',
      '/node_modules/react/index.js',
    ]) {
      expect(chunkOf(id, ctx)).toBe('app');
    }
  });

  it('leaves the entry in a chunk of its own', () => {
    expect(chunkOf(entry, ctx)).toBeNull();
  });

  it('leaves a build without this entry (the server’s) to Rolldown', () => {
    expect(chunkOf('/node_modules/react/index.js', contextOf({ '/src/entry-server.tsx': [] }))).toBeNull();
  });
});

/** A chunking context over static (`imports`) and dynamic (`lazy`) imports. */
function graphOf(graph: Record<string, { imports?: string[]; lazy?: string[] }>): ChunkingContext {
  const importersOf = (id: string, kind: 'imports' | 'lazy') =>
    Object.keys(graph).filter((other) => graph[other]![kind]?.includes(id));
  return {
    getModuleInfo: (id: string) =>
      id in graph
        ? ({
            importedIds: graph[id]!.imports ?? [],
            dynamicallyImportedIds: graph[id]!.lazy ?? [],
            importers: importersOf(id, 'imports'),
            dynamicImporters: importersOf(id, 'lazy'),
          } as unknown as ModuleInfo)
        : null,
  };
}

describe('the lazy Mantine chunks', () => {
  const mantine = (path: string) => `/node_modules/@mantine/core/esm/components/${path}.mjs`;
  const [badge, modal, password] = [
    mantine('Badge/Badge'),
    mantine('Modal/Modal'),
    mantine('PasswordInput/PasswordInput'),
  ];
  const unitRoute = '/src/routes/unit.tsx';
  const chunkOf = lazyMantineChunkOf(entry, ['/src/routes/desk.tsx']);
  const site = graphOf({
    '/src/entry-client.tsx': { imports: ['/src/route-tree.ts'] },
    '/src/route-tree.ts': { imports: [unitRoute, '/src/routes/desk.tsx'] },
    // The router's split of a route's component: the page's own code, loaded before it is interactive.
    [unitRoute]: { lazy: [`${unitRoute}?tsr-split=component`] },
    [`${unitRoute}?tsr-split=component`]: { imports: [badge], lazy: ['/src/features/contact/dialog.tsx'] },
    '/src/features/contact/dialog.tsx': { imports: [modal, chip] },
    '/src/routes/desk.tsx': { lazy: ['/src/routes/desk.tsx?tsr-split=component'] },
    '/src/routes/desk.tsx?tsr-split=component': { imports: [password, modal] },
    [badge]: { imports: [breakpoints] },
    [modal]: { imports: [breakpoints] },
    [chip]: { imports: [breakpoints] },
    [password]: { imports: [modal] },
    [breakpoints]: {},
    [workbox]: {},
  });

  it('puts what a page’s own code uses in the chunk loaded with the page', () => {
    expect(chunkOf(badge, site)).toBe('mantine');
    expect(chunkOf(breakpoints, site)).toBe('mantine');
  });

  it('puts what only the visitors’ parts use in a chunk loaded with those parts', () => {
    expect(chunkOf(modal, site)).toBe('mantine-parts');
    expect(chunkOf(chip, site)).toBe('mantine-parts');
  });

  it('puts what only the staff’s code uses in a chunk of its own', () => {
    expect(chunkOf(password, site)).toBe('mantine-apart');
  });

  it('leaves the app’s own modules and other packages to Rolldown', () => {
    expect(chunkOf('/src/features/contact/dialog.tsx', site)).toBeNull();
    expect(chunkOf(workbox, site)).toBeNull();
  });

  it('leaves the server’s build to Rolldown', () => {
    expect(chunkOf(chip, contextOf({ '/src/entry-server.tsx': [], [chip]: [] }))).toBeNull();
  });
});

describe('the shared lazy app code', () => {
  const projectRoutes = '/src/routes/projects/';
  const lightbox = '/src/components/lightbox/lightbox.tsx';
  const chunkOf = sharedAppChunkOf(entry, {
    projectRoutes,
    onDemand: [lightbox],
    homeRoute: '/src/routes/index.tsx',
    apart: ['/src/routes/desk.tsx', '/src/routes/viewings/'],
  });
  const site = graphOf({
    '/src/entry-client.tsx': { imports: ['/src/route-tree.ts'] },
    '/src/route-tree.ts': {
      imports: [
        '/src/routes/index.tsx',
        '/src/routes/imprint.tsx',
        `${projectRoutes}project.tsx`,
        '/src/routes/desk.tsx',
        '/src/routes/viewings/index.tsx',
      ],
    },
    '/src/routes/desk.tsx': { lazy: ['/src/features/desk/desk-page.tsx'] },
    '/src/routes/viewings/index.tsx': { lazy: ['/src/features/viewings/booking-page.tsx'] },
    '/src/features/desk/desk-page.tsx': { imports: ['/src/lib/berlin-day.ts', '/src/lib/use-formatters.ts'] },
    '/src/features/viewings/booking-page.tsx': { imports: ['/src/lib/berlin-day.ts'] },
    '/src/lib/berlin-day.ts': {},
    '/src/routes/index.tsx': { lazy: ['/src/features/home/home-page.tsx'] },
    '/src/routes/imprint.tsx': { lazy: ['/src/features/legal/imprint-page.tsx'] },
    [`${projectRoutes}project.tsx`]: { lazy: ['/src/features/project/project-page.tsx'] },
    '/src/features/home/home-page.tsx': {
      imports: ['/src/content/home-facts.ts', '/src/components/page-section.tsx'],
      lazy: ['/src/features/home/home-sections.tsx'],
    },
    '/src/features/home/home-sections.tsx': { imports: ['/src/lib/use-formatters.ts'] },
    '/src/content/home-facts.ts': {},
    '/src/features/legal/imprint-page.tsx': {
      imports: ['/src/components/page-section.tsx', '/src/content/home-facts.ts'],
    },
    '/src/features/project/project-page.tsx': {
      imports: [
        '/src/components/page-section.tsx',
        '/src/lib/use-formatters.ts',
        '/src/features/apartments/unit-price.tsx',
      ],
      lazy: ['/src/features/apartments/finder.tsx', '/src/features/gallery/gallery-lightbox.tsx'],
    },
    '/src/features/apartments/finder.tsx': {
      imports: ['/src/features/apartments/unit-price.tsx', '/src/features/apartments/finder-filters.tsx'],
    },
    '/src/features/apartments/unit-price.tsx': {
      imports: ['/src/lib/use-formatters.ts', '/src/content/units.ts'],
    },
    '/src/features/apartments/finder-filters.tsx': {},
    '/src/features/gallery/gallery-lightbox.tsx': { imports: [lightbox] },
    [lightbox]: { imports: ['/node_modules/embla-carousel-react/index.js'] },
    '/node_modules/embla-carousel-react/index.js': {},
    '/src/lib/use-formatters.ts': {},
    '/src/content/units.ts': {},
    '/src/components/page-section.tsx': {},
  });

  it('puts what only the project’s pages load in one chunk', () => {
    expect(chunkOf('/src/features/apartments/unit-price.tsx', site)).toBe('project-shared');
    expect(chunkOf('/src/content/units.ts', site)).toBe('project-shared');
  });

  it('puts helpers and content other pages load too in the site’s chunk', () => {
    expect(chunkOf('/src/lib/use-formatters.ts', site)).toBe('site-lib');
  });

  it('leaves helpers only the staff’s and the booking’s pages share where Rolldown puts them', () => {
    expect(chunkOf('/src/lib/berlin-day.ts', site)).toBeNull();
  });

  it('leaves what the home page runs before it is interactive where Rolldown puts it', () => {
    expect(chunkOf('/src/content/home-facts.ts', site)).toBeNull();
  });

  it('leaves components other pages load too where Rolldown puts them', () => {
    expect(chunkOf('/src/components/page-section.tsx', site)).toBeNull();
  });

  it('leaves what a page loads on its own (a tab, a route’s component) in its own chunk', () => {
    expect(chunkOf('/src/features/apartments/finder.tsx', site)).toBeNull();
    expect(chunkOf('/src/features/project/project-page.tsx', site)).toBeNull();
  });

  it('leaves what opens on a tap, and the packages it brings, out of the shared chunks', () => {
    expect(chunkOf(lightbox, site)).toBeNull();
    expect(chunkOf('/node_modules/embla-carousel-react/index.js', site)).toBeNull();
  });

  it('leaves the server’s build to Rolldown', () => {
    expect(chunkOf('/src/lib/use-formatters.ts', graphOf({ '/src/entry-server.tsx': {} }))).toBeNull();
  });
});
