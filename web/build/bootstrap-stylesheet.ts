import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/** Bootstrap's style sheet as a file of its own, linked first in index.html's head
 *  (`<link id="bootstrap-css">`), instead of inside the app's bundled styles: a language written
 *  right to left swaps that link for Bootstrap's RTL build (src/i18n/runtime.tsx setDocumentLanguage,
 *  docs/product.md §23), which would otherwise add to the left-to-right rules instead of replacing
 *  them. Built as `assets/bootstrap-<hash>.css` (cached for good like every asset); served from
 *  node_modules by the development server. */
export function bootstrapStylesheet(): Plugin {
  const file = createRequire(import.meta.url).resolve('bootstrap/dist/css/bootstrap.min.css');
  const source = readFileSync(file);
  const fileName = `assets/bootstrap-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.css`;
  let building = false;
  return {
    name: 'bootstrap-stylesheet',
    configResolved(config) {
      building = config.command === 'build';
    },
    buildStart() {
      if (building) this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: () => [{
      tag: 'link', injectTo: 'head-prepend',
      attrs: { rel: 'stylesheet', id: 'bootstrap-css', href: building ? `/${fileName}` : `/@fs${file}` },
    }],
  };
}
