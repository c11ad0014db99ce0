#!/usr/bin/env node
// The shell's `mf-types` target: gathers the declarations each remote's build published
// (`remotes/<remote>/dist/@mf-types/`) into `shell/@mf-types/<federation name>/`, where the shell's
// tsconfig `paths` resolve `blog_news/App` and the like. A deployment pipeline would unpack the
// same files from the live versions instead; the shell's typecheck reads only this folder.
import { join } from 'node:path';
import { apps, remoteNames } from '@school/platform/apps';
import { routeTable } from '@school/platform/route-table';
import { collectRemoteTypes, typesFolder } from '@school/build-config/mf-types';
import { repoRoot } from './lib/repo-root.mjs';

try {
  const names = collectRemoteTypes({
    sources: remoteNames.map((remote) => ({
      name: apps[remote].mfName,
      dir: join(repoRoot, apps[remote].dir, 'dist', typesFolder),
    })),
    destination: join(repoRoot, apps.shell.dir, typesFolder),
    required: routeTable.map((entry) => `${entry.remote}/${entry.module.replace(/^\.\//, '')}`),
  });
  console.log(`Remote types for the shell: ${names.join(', ')}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
