// @vitest-environment node
import { describe, expect, it } from 'vitest';

import type { ViteManifest } from './asset-tags';
import { routeChunkFiles } from './route-preloads';

const manifest: ViteManifest = {
  'src/entry-client.tsx': { file: 'assets/entry-client-1.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-2.js' },
  '_card.js': { file: 'assets/card-3.js', imports: ['_react.js'] },
  'src/routes/{-$locale}/route.tsx?tsr-split=component': {
    file: 'assets/route-4.js',
    imports: ['_react.js'],
  },
  'src/routes/{-$locale}/route.tsx?tsr-split=errorComponent': { file: 'assets/route-error-5.js' },
  'src/routes/{-$locale}/route.tsx?tsr-split=notFoundComponent': { file: 'assets/route-404-6.js' },
  'src/routes/{-$locale}/team.tsx?tsr-split=component': {
    file: 'assets/team-7.js',
    imports: ['_card.js', '_react.js'],
  },
  'src/routes/{-$locale}/index.tsx?tsr-split=component': { file: 'assets/home-8.js' },
  'src/routes/{-$locale}/projects/$projectId_/apartments/$unitCode.tsx?tsr-split=component---loader': {
    file: 'assets/unit-9.js',
    imports: ['_card.js'],
  },
  'src/routes/{-$locale}/projects/-components/project-overview.tsx': { file: 'assets/overview-10.js' },
};

describe('routeChunkFiles', () => {
  it("lists the matched routes' split components and their imports, once each", () => {
    expect(routeChunkFiles(manifest, ['__root__', '/{-$locale}', '/{-$locale}/team'])).toEqual([
      'assets/route-4.js',
      'assets/react-2.js',
      'assets/team-7.js',
      'assets/card-3.js',
    ]);
  });

  it('finds index routes and components split together with their loader', () => {
    expect(routeChunkFiles(manifest, ['/{-$locale}/'])).toEqual(['assets/home-8.js']);
    expect(routeChunkFiles(manifest, ['/{-$locale}/projects/$projectId_/apartments/$unitCode'])).toEqual([
      'assets/unit-9.js',
      'assets/card-3.js',
      'assets/react-2.js',
    ]);
  });

  it('adds the not-found component only for a 404 page, and never the error component', () => {
    expect(routeChunkFiles(manifest, ['/{-$locale}'], { notFound: true })).toEqual([
      'assets/route-4.js',
      'assets/react-2.js',
      'assets/route-404-6.js',
    ]);
  });
});
