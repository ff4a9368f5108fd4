// ESLint flat config (ESLint 9, typescript-eslint 8) for every workspace of the repository, with
// the boundaries of docs/architecture.md §8.3 (the blocks after the recommended ones);
// .dependency-cruiser.cjs checks cycles, the layers of the server and who imports a repository.
import fs from 'node:fs';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** react-leaflet's index links every component, also those whose Leaflet classes web/leaflet-subset.js leaves out. */
const REACT_LEAFLET_INDEX = {
  name: 'react-leaflet',
  message: "Import react-leaflet's parts from their modules (react-leaflet/MapContainer, react-leaflet/hooks …): Leaflet is built from its modules (web/leaflet-subset.js, docs/runtime.md §3).",
};
const VISIBILITY_MESSAGE = 'Visibility columns are read only in server/src/access: compose its *Where twin (e.g. visibleLayersWhere).';

export default defineConfig(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'data/', 'e2e/artifacts/', 'e2e/test-results/'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'warn',
      'no-unused-vars': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          args: 'after-used',
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
        },
      ],
    },
  },
  {
    // The web app runs in the browser; its Vite config runs in Node.
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Served as it is, before the app's modules (web/build/route-preload.ts).
    files: ['web/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/features/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [REACT_LEAFLET_INDEX] }] },
  },
  ...webFeatureBoundaries(),
  {
    // Who may see a project or map is decided in server/src/access (docs/architecture.md §6): its
    // `*Where` twins are the only SQL that reads the visibility columns; repositories compose them.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/access/**', 'server/src/db/migrations/**'],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: String.raw`Literal[value=/^(workspaces|layers)\.(public|editable)\b/]`, message: VISIBILITY_MESSAGE },
        { selector: String.raw`TemplateElement[value.raw=/\b(workspaces|layers)\.(public|editable)\b/]`, message: VISIBILITY_MESSAGE },
      ],
    },
  },
  {
    // Configuration is read once (docs/architecture.md §4).
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/config.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Only server/src/config.ts reads process.env; take the value from Config.' }],
    },
  },
);

/** One block per web feature: it may import lib/, components/, i18n/, app/ and itself, never
 *  another feature (shared pieces move to components/ or lib/), nor react-leaflet's index. */
function webFeatureBoundaries() {
  const features = fs.readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory()).map((d) => d.name);
  return features.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [REACT_LEAFLET_INDEX],
        patterns: [{
          group: features.filter((f) => f !== feature).flatMap((f) => [`../${f}`, `../${f}/**`, `../../${f}/**`, `**/features/${f}/**`]),
          message: `A web feature imports no other feature (docs/architecture.md §8.3); move what ${feature} shares into components/ or lib/.`,
        }],
      }],
    },
  }));
}
