// Serves the one-bundle build as visitors get the composed site: each page the prerenderer drew
// (its markup, head tags and seeded data), with the one-bundle's scripts in place of the shell's.
// A page then hydrates with the data it came with, as the composed site's do: no TanStack Query,
// no supabase-js on its first load. Served client-rendered instead (the app's bare HTML), a page
// fetched its data itself and downloaded both, which priced the composition against a different
// design.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { defaultPrerenderDir } from '../../scripts/prerender.mjs';
import { DATA_VERSION_PATH } from '@school/platform/data-version';
import { configFileOf } from '../../scripts/lib/deploy-store.mjs';
import { repoRoot } from '../../scripts/lib/repo-root.mjs';
import { closeServers, createStaticServer, listen } from '../../scripts/lib/static-server.mjs';
import { holdAppScripts, PAINT_FIRST_ATTRIBUTE } from '@school/build-config/paint-first';

export const oneBundleDist = join(repoRoot, 'perf', 'one-bundle', 'dist');

/** The one bundle's script tags in its index.html (index.js and its chunks, defer or module). */
const bundleScripts = /<script\b[^>]*\bsrc="\/static\/js\/[^"]+"[^>]*><\/script>/g;

/**
 * The shell's scripts in a prerendered page: held as preloads until the page is shown
 * (@school/build-config/paint-first), started by the loader at the end of the body.
 */
const heldShellScripts = new RegExp(
  `<link\\b[^>]*\\bhref="\\/static\\/js\\/[^"]+"[^>]*\\b${PAINT_FIRST_ATTRIBUTE}="[a-z]+"[^>]*>`,
  'g',
);

/** A remote's deployed asset address (`http://localhost:3001/v/<version>/static/…`). */
const remoteAssets = /\bhttps?:\/\/[^"'\s,]+?\/v\/[0-9a-f]+\/static\//g;

/**
 * A prerendered page with the one-bundle's scripts instead of the shell's, held until the page is
 * shown as the shell's are, and the remotes' images from the one bundle's own folder (the same
 * files: their names carry a hash of their content).
 * @param {string} page the prerendered HTML @param {string} template the one-bundle's index.html
 */
export function withOneBundleScripts(page, template) {
  const scripts = template.match(bundleScripts) ?? [];
  if (scripts.length === 0) throw new Error('the one-bundle index.html names no script');
  const { head: held } = holdAppScripts(scripts.join(''));
  let replaced = false;
  const html = page.replace(heldShellScripts, () => {
    if (replaced) return '';
    replaced = true;
    return held;
  });
  if (!replaced) throw new Error('the prerendered page names none of the shell’s scripts');
  return html.replace(remoteAssets, '/static/');
}

/**
 * The prerendered page of an address, if there is one: `<dir>/<path>/index.html`.
 * @param {string} dir @param {string} pathname
 */
function pageFile(dir, pathname) {
  const segments = decodeURIComponent(pathname).split('/').filter(Boolean);
  if (segments.some((segment) => segment === '..' || segment.includes('\\'))) return undefined;
  const file = join(dir, ...segments, 'index.html');
  return existsSync(file) ? file : undefined;
}

/**
 * Serves perf/one-bundle/dist on `port` with the composed site's runtime map (`configFile`, the
 * live map `npm start` serves: a page hydrates only when it was drawn with the remotes of the map
 * it is served with) and its prerendered pages (`prerenderDir`, as the prerender service wrote
 * them last).
 * @param {{ port: number; configFile?: string; prerenderDir?: string }} options
 * @returns {Promise<() => Promise<void>>} closes the server
 */
export async function serveOneBundle({
  port,
  configFile = configFileOf(),
  prerenderDir = defaultPrerenderDir,
}) {
  if (!existsSync(join(prerenderDir, 'index.html'))) {
    throw new Error(
      `${prerenderDir} has no prerendered pages: serve the composed site once first (npm start, or perf/first-load.mjs)`,
    );
  }
  const template = await readFile(join(oneBundleDist, 'index.html'), 'utf8');
  const files = createStaticServer({
    root: oneBundleDist,
    spaFallback: true,
    overrides: { '/runtime-config.json': () => readFile(configFile) },
  });
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    // The data version document the pages check once idle, beside the pages.
    if (pathname === DATA_VERSION_PATH) {
      readFile(join(prerenderDir, DATA_VERSION_PATH.slice(1))).then(
        (body) => {
          response.writeHead(200, {
            'Content-Type': 'application/json; charset=utf-8',
            'Cache-Control': 'no-cache',
          });
          response.end(body);
        },
        () => {
          response.writeHead(404);
          response.end();
        },
      );
      return;
    }
    const file = request.method === 'GET' && !extname(pathname) && pageFile(prerenderDir, pathname);
    if (!file) {
      files.emit('request', request, response);
      return;
    }
    readFile(file, 'utf8').then(
      (page) => {
        const body = withOneBundleScripts(page, template);
        response.writeHead(200, {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'no-cache',
        });
        response.end(body);
      },
      (/** @type {unknown} */ error) => {
        response.writeHead(500);
        response.end(String(error));
      },
    );
  });
  await listen(server, port);
  return () => closeServers([server]);
}
