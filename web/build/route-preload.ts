import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The screens of `routerFile` (web/src/app/router.tsx) at its top level, loaded by
 *  `screen(() => import('…'), …)` or by `screen(name, …)` with `const name = () => import('…')`,
 *  also inside `ownPage('…', screen(…))`:
 *  their route path (`''` for the start page, `:name` for a parameter) and module, resolved to a
 *  file. Nested routes (the administration's) are left out. */
export function lazyScreens(routerFile: string): { route: string; module: string }[] {
  const source = fs.readFileSync(routerFile, 'utf8');
  const loaders = new Map([...source.matchAll(/^const (\w+) = \(\) => import\('([^']+)'\);$/gm)].map(([, name, specifier]) => [name!, specifier!]));
  const found = [...source.matchAll(/^ {2}\{ (?:path: '([^']*)'|index: true), \.\.\.(?:ownPage\('\w+', )?screen\((?:\(\) => import\('([^']+)'\)|(\w+))/gm)];
  if (found.length === 0) throw new Error(`route-preload: no screen(() => import(…)) found in ${routerFile}`);
  return found.map(([, route = '', specifier, loader]) => {
    const target = specifier ?? loaders.get(loader!);
    if (!target) throw new Error(`route-preload: the screen loader ${loader} of route '${route}' is no \`const ${loader} = () => import('…')\``);
    return { route, module: path.resolve(path.dirname(routerFile), `${target}.${fs.existsSync(path.resolve(path.dirname(routerFile), `${target}.tsx`)) ? 'tsx' : 'ts'}`) };
  });
}

/** The files a chunk needs besides what the entry already loads: itself, its static imports, and
 *  the style sheets of all of them (Vite's `viteMetadata`). */
function filesOf(chunk: OutputChunk, bundle: OutputBundle, loadedByEntry: Set<string>): string[] {
  const files = new Set<string>();
  const visit = (name: string) => {
    if (files.has(name) || loadedByEntry.has(name)) return;
    const c = bundle[name];
    if (c?.type !== 'chunk') return;
    files.add(name);
    for (const css of (c as OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ?? []) files.add(css);
    c.imports.forEach(visit);
  };
  visit(chunk.fileName);
  return [...files];
}

/**
 * Lets the first screen's code load beside the entry instead of after it (docs/runtime.md §3): a
 * screen of its own chunk is asked for only once the entry chunk has arrived and run, which on a
 * throttled phone is a second later. The built index.html gets, as data, the files of every lazy
 * screen by route (`<script type="application/json" id="route-preloads">`, which the CSP does
 * not treat as script), and `public/boot.js`, which at once adds `<link rel="modulepreload">` (and
 * `preload` for style sheets) for the screen the address opens. Vite's own preloading finds the
 * links already there and adds none twice. Build only; throws when router.tsx has no lazy screen
 * or a screen has no chunk, so that a renamed route cannot silently drop its preload.
 */
export function routePreload(routerFile: string): Plugin {
  return {
    name: 'mitmachkarte:route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return undefined;
        const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
        const loadedByEntry = new Set<string>();
        const load = (name: string) => {
          const c = bundle[name];
          if (loadedByEntry.has(name) || c?.type !== 'chunk') return;
          loadedByEntry.add(name);
          c.imports.forEach(load);
        };
        chunks.filter((c) => c.isEntry).forEach((entry) => load(entry.fileName));
        const routes: Record<string, string[]> = {};
        for (const { route, module } of lazyScreens(routerFile)) {
          const chunk = chunks.find((c) => c.facadeModuleId === module);
          if (!chunk) throw new Error(`route-preload: no chunk for the screen ${module} of route '${route}'`);
          routes[`/${route}`] = filesOf(chunk, bundle, loadedByEntry);
        }
        return [
          { tag: 'script', attrs: { type: 'application/json', id: 'route-preloads' }, children: JSON.stringify(routes), injectTo: 'head' },
          { tag: 'script', attrs: { src: '/boot.js', async: true }, injectTo: 'head' },
        ];
      },
    },
  };
}
