#!/usr/bin/env node
// `npm run build|lint|typecheck`: installs when needed, then runs nx with the workspace's own tools
// first on PATH (nx runs each project's script with the pinned pnpm, see scripts/bin/pnpm).
import { ensureInstall } from './ensure-install.mjs';
import { bin, run } from './lib/processes.mjs';

ensureInstall();
process.exit(
  run(bin('nx'), process.argv.slice(2), {
    env: { ...process.env, NX_TUI: process.env.NX_TUI ?? 'false' },
  }),
);
