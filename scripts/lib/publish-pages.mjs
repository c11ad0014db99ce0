// How a prerender run's folder replaces the served one (scripts/prerender.mjs).

import { readdir, readlink, rename, rm, symlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** The runs this process published: with the time and the process, a folder name of its own. */
let generations = 0;

/**
 * Puts a run's folder in place of the served one in one step. `outDir` is a symbolic link to the
 * folder of the latest run (`<outDir>.gen-<run>`, beside it), replaced by renaming a new link
 * over it, which the system does atomically: a request always finds one whole folder, the old
 * or the new. (Moving the old folder aside, then the new one in, left a moment with none: a page
 * then got the bare app and `/data-version.json` a 404, which an open page logged as an error; an
 * end-to-end run saw it once.) The folder just replaced stays until the next run, for a request
 * still reading it; older ones go. A real folder left by a run before this layout is moved aside
 * once, the last swap that is not atomic.
 * @param {string} next the run's complete folder
 * @param {string} outDir the served address of the pages
 */
export async function publishPages(next, outDir) {
  const dir = dirname(outDir);
  const name = basename(outDir);
  generations += 1;
  const generation = `${name}.gen-${Date.now().toString(36)}-${process.pid}-${generations}`;
  await rename(next, join(dir, generation));
  const link = `${outDir}.link-${process.pid}`;
  await rm(link, { force: true });
  await symlink(generation, link, 'dir');
  const previous = await readlink(outDir).catch(() => null);
  try {
    await rename(link, outDir);
  } catch (error) {
    const code = /** @type {NodeJS.ErrnoException} */ (error).code;
    if (code !== 'EISDIR' && code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
    await rm(`${outDir}.old`, { recursive: true, force: true });
    await rename(outDir, `${outDir}.old`);
    await rename(link, outDir);
    await rm(`${outDir}.old`, { recursive: true, force: true });
  }
  for (const entry of await readdir(dir)) {
    if (!entry.startsWith(`${name}.gen-`) || entry === generation || entry === previous) continue;
    await rm(join(dir, entry), { recursive: true, force: true });
  }
}
