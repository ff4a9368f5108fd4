import { defineConfig } from '@playwright/test';
import base from './playwright.config.js';

/** The browser tests that need several server instances behind nginx on PostgreSQL
 *  (specs-proxy/, docs/deployment.md): run by .ci/run after the multi-instance test, with
 *  MULTI_INSTANCE_DATABASE_URL set; `npm test` does not run them (they need PostgreSQL and nginx). */
export default defineConfig({ ...base, testDir: 'specs-proxy' });
