// How a prerender run's folder replaces the served one (scripts/lib/publish-pages.mjs): in one
// step, so that a request never finds no folder.
import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publishPages } from '../../scripts/lib/publish-pages.mjs';

/** A run's complete folder, as prerender.mjs leaves it before publishing. */
function runFolder(/** @type {string} */ dir, /** @type {string} */ version) {
  const next = join(dir, `.prerendered.next-${version}`);
  mkdirSync(join(next, 'about'), { recursive: true });
  writeFileSync(join(next, 'data-version.json'), JSON.stringify({ version }));
  writeFileSync(join(next, 'about', 'index.html'), `<p>${version}</p>`);
  return next;
}

describe('publishPages', () => {
  it('serves the run at the address, through a link to its folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'publish-'));
    const outDir = join(dir, '.prerendered');
    await publishPages(runFolder(dir, 'v1'), outDir);
    expect(lstatSync(outDir).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(outDir, 'about', 'index.html'), 'utf8')).toBe('<p>v1</p>');
    await publishPages(runFolder(dir, 'v2'), outDir);
    expect(readFileSync(join(outDir, 'data-version.json'), 'utf8')).toBe('{"version":"v2"}');
  });

  it('replaces a real folder left by a run before this layout', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'publish-'));
    const outDir = join(dir, '.prerendered');
    mkdirSync(outDir);
    writeFileSync(join(outDir, 'data-version.json'), '{"version":"old"}');
    await publishPages(runFolder(dir, 'v1'), outDir);
    expect(lstatSync(outDir).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(outDir, 'data-version.json'), 'utf8')).toBe('{"version":"v1"}');
    expect(readdirSync(dir).filter((entry) => entry.endsWith('.old'))).toEqual([]);
  });

  it('keeps the folder it replaced for a request still reading it, and no older one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'publish-'));
    const outDir = join(dir, '.prerendered');
    for (const version of ['v1', 'v2', 'v3']) await publishPages(runFolder(dir, version), outDir);
    const generations = readdirSync(dir).filter((entry) => entry.includes('.gen-'));
    expect(generations).toHaveLength(2);
    const versions = generations.map(
      (entry) => JSON.parse(readFileSync(join(dir, entry, 'data-version.json'), 'utf8')).version,
    );
    expect(versions.sort()).toEqual(['v2', 'v3']);
    expect(readdirSync(dir).filter((entry) => entry.includes('.next-'))).toEqual([]);
  });

  it('never leaves a moment without the folder: a reader meanwhile always finds a whole one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'publish-'));
    const outDir = join(dir, '.prerendered');
    await publishPages(runFolder(dir, 'v0'), outDir);
    let publishing = true;
    let reads = 0;
    /** @type {string[]} */
    const failures = [];
    const reader = (async () => {
      while (publishing) {
        try {
          JSON.parse(await readFile(join(outDir, 'data-version.json'), 'utf8'));
          reads += 1;
        } catch (error) {
          failures.push(String(error));
        }
      }
    })();
    for (let run = 1; run <= 60; run += 1) await publishPages(runFolder(dir, `v${run}`), outDir);
    publishing = false;
    await reader;
    expect(failures).toEqual([]);
    expect(reads).toBeGreaterThan(0);
  });
});
