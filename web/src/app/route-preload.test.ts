import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyScreens } from '../../build/route-preload';

const ROUTER = path.resolve(import.meta.dirname, 'router.tsx');
const BOOT = fs.readFileSync(path.resolve(import.meta.dirname, '../../public/boot.js'), 'utf8');

describe('the first screen loads beside the entry (docs/runtime.md §3)', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    window.location.hash = '';
  });

  it('finds every top-level lazy screen of router.tsx with its module, inline imports and named loaders alike', () => {
    const screens = new Map(lazyScreens(ROUTER).map((s) => [s.route, path.relative(path.resolve(import.meta.dirname, '..'), s.module)]));
    expect(screens.get('')).toBe('features/landing/landing-page.tsx');
    expect(screens.get('map')).toBe('features/map/map-page.tsx');
    expect(screens.get('projekt/:id')).toBe('features/projects/project-page.tsx');
    expect(screens.get('fahrrad')).toBe('features/landing/topic-pages.tsx');
    expect(screens.get('impressum')).toBe('app/legal-screens.ts');
    // The administration's nested screens (its index among them) are no top-level routes.
    expect([...screens.keys()].filter((r) => r === '')).toHaveLength(1);
    for (const module of screens.values()) expect(fs.existsSync(path.resolve(import.meta.dirname, '..', module))).toBe(true);
  });

  it('boot.js preloads the files of the route the hash opens, a parameter matching one segment', () => {
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = 'route-preloads';
    data.textContent = JSON.stringify({ '/': ['assets/landing.js'], '/projekt/:id': ['assets/project.js', 'assets/project.css'], '/map': ['assets/map.js'] });
    document.head.append(data);
    window.location.hash = '#/projekt/0190f5a2?x=1';
    new Function(BOOT)();
    const links = [...document.head.querySelectorAll('link')].map((l) => [l.rel, l.getAttribute('href'), l.getAttribute('as')]);
    expect(links).toEqual([['modulepreload', '/assets/project.js', null], ['preload', '/assets/project.css', 'style']]);
  });

  it('boot.js preloads nothing for an address no lazy screen has, nor without the data', () => {
    window.location.hash = '#/gibt/es/nicht';
    new Function(BOOT)();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = 'route-preloads';
    data.textContent = JSON.stringify({ '/projekt/:id': ['assets/project.js'] });
    document.head.append(data);
    new Function(BOOT)();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
