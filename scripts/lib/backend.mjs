import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './repo-root.mjs';
import { startChild } from './processes.mjs';

/**
 * Starts the local Supabase-compatible stack when the data layer provides one (the `stack`
 * script of supabase/package.json), and resolves once it prints that it is ready; `info.mailUrl`
 * is then the address of its mail catcher (null with SMTP settings of your own).
 * @param {NodeJS.ProcessEnv} [env]
 */
export function startBackend(env = process.env) {
  const pkgFile = join(repoRoot, 'supabase', 'package.json');
  if (!existsSync(pkgFile)) return null;
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
  if (!pkg.scripts?.stack) return null;
  // npm, not `node --run` (Node 22+ only): the project runs on Node 20.19.
  const child = startChild('supabase', 'npm', ['run', '--silent', 'stack'], {
    cwd: join(repoRoot, 'supabase'),
    env,
  });
  /** @type {{ mailUrl: string | null }} */
  const info = { mailUrl: null };
  const ready = new Promise((resolveReady, reject) => {
    /** @param {string} chunk */
    const onData = (chunk) => {
      const text = String(chunk);
      const mail = /local mail catcher\): (\S+)/.exec(text);
      if (mail) info.mailUrl = mail[1] ?? null;
      if (text.includes('Supabase local stack ready')) {
        child.stdout.off('data', onData);
        resolveReady(undefined);
      }
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => reject(new Error(`local Supabase stack exited (${code})`)));
  });
  return { child, ready, info };
}
