import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const e2eRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = join(e2eRoot, '..');
const runtimeDir = join(e2eRoot, '.runtime');
mkdirSync(runtimeDir, { recursive: true });

/**
 * The runtime remote map of the site under test. Suites never edit it (every suite runs against
 * it at once); one that needs another map serves the shell itself with its own.
 */
export const runtimeConfigFile = join(runtimeDir, 'runtime-config.json');

/** The local Supabase stack's data folder during the tests (kept apart from `npm start`'s). */
export const supabaseDataDir = join(runtimeDir, 'supabase-data');

/** The prerendered pages of the site under test (a fresh set every run). */
export const prerenderDir = join(runtimeDir, 'prerendered');

/** The versions store of the site under test (a fresh one every run: see serve-site.mjs). */
export const deployDir = join(runtimeDir, 'deploy');
