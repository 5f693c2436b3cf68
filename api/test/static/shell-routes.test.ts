import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// eslint-disable-next-line boundaries/external -- the server's static patterns are checked against the router's own matcher
import { matchPath } from 'react-router-dom';
import { SHELL_PATHS } from '../../src/static/shell-routes';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const REMOTE_APPS = ['mf-hotels', 'mf-flights', 'mf-transfers', 'mf-dining', 'mf-packages', 'mf-admin'];

/** Paths a routes file declares, read as text so the test needs no React rendering. */
function declaredPaths(file: string): string[] {
  return [...fs.readFileSync(file, 'utf8').matchAll(/path: '([^']+)'/g)].map((m) => m[1]!);
}

describe('route table', () => {
  it("the server's list of shell paths is the shell's own route list", () => {
    expect(declaredPaths(path.join(repoRoot, 'shell/src/routes.tsx')).sort()).toEqual([...SHELL_PATHS].sort());
  });

  const registry = JSON.parse(fs.readFileSync(path.join(repoRoot, 'config/remotes.json'), 'utf8')) as {
    remotes: {
      name: string;
      entry: string;
      routes: string[];
      leadImages?: Record<string, string>;
      heroImages?: Record<string, string>;
    }[];
  };

  it('a lead or hero image the registry declares is a route of that remote, a shipped picture, and what the screen shows first', () => {
    const declared = registry.remotes.flatMap((remote) =>
      Object.entries({ ...remote.leadImages, ...remote.heroImages }).map(([route, image]) => ({ remote, route, image })),
    );
    expect(declared.length).toBeGreaterThan(0);
    for (const { remote, route, image } of declared) {
      expect(remote.routes).toContain(route);
      expect(fs.existsSync(path.join(repoRoot, 'api/public', image)), image).toBe(true);
    }
    // /flights: its hero's first slide (FlightsScreen's HERO_SLIDES, drawn as /images/flights/<id>.svg),
    // in the kit's Slideshow with its default ratio, first in the screen's Page (the first paint's geometry).
    const flights = fs.readFileSync(path.join(repoRoot, 'mf-flights/src/features/flights/FlightsScreen.tsx'), 'utf8');
    const firstSlide = /HERO_SLIDES = \['(\w+)'/.exec(flights)?.[1];
    expect(flights).toContain('image: `/images/flights/${id}.svg`');
    expect(declared.filter(({ route }) => route === '/flights').map(({ image }) => image)).toEqual([`/images/flights/${firstSlide}.svg`]);
    expect(registry.remotes.find((remote) => remote.name === 'mf_flights')?.heroImages).toEqual({
      '/flights': `/images/flights/${firstSlide}.svg`,
    });
    expect(flights).toMatch(/<Page [^>]*>\s*<MainHeading [^>]*>[\s\S]*?<\/MainHeading>\s*<Hero [^>]*>\s*<Slideshow (?![^>]*aspectRatio)/);
  });

  for (const app of REMOTE_APPS) {
    it(`every screen of ${app} is reachable through the registry's routes for it`, () => {
      const entry = registry.remotes.find((remote) => remote.name === app.replace(/-/g, '_'));
      expect(entry?.entry).toBe(`/remotes/${app}/remoteEntry.js`);
      const screens = declaredPaths(path.join(repoRoot, app, 'src/routes.tsx'));
      expect(screens.length).toBeGreaterThan(0);
      for (const screen of screens) {
        const sample = screen.replace(/:\w+/g, 'x');
        const owned = entry!.routes.some((route) => matchPath({ path: route, end: true }, sample));
        expect({ screen, owned }).toEqual({ screen, owned: true });
      }
    });
  }

  it('no path is owned twice', () => {
    const all = [...SHELL_PATHS, ...registry.remotes.flatMap((r) => r.routes)];
    expect(new Set(all).size).toBe(all.length);
  });
});
