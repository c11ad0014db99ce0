// What a page downloads, as the browser reports it (Chrome DevTools Protocol): shared by
// measure-initial-load.mjs and perf.mjs so both count bytes and files the same way.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { repoRoot } from './repo-root.mjs';

/** Playwright's chromium, from the e2e package (the only place it is installed). */
export function playwrightChromium() {
  const requireFromE2e = createRequire(join(repoRoot, 'e2e', 'package.json'));
  const playwright = /** @type {typeof import('@playwright/test')} */ (
    requireFromE2e('@playwright/test')
  );
  return playwright.chromium;
}

/** File name -> shared library name, from the shell's Module Federation manifest. */
export function sharedChunks(shellDist = join(repoRoot, 'shell', 'dist')) {
  const manifest = JSON.parse(readFileSync(join(shellDist, 'mf-manifest.json'), 'utf8'));
  /** @type {Map<string, string>} */
  const files = new Map();
  for (const shared of manifest.shared ?? []) {
    for (const file of [...(shared.assets?.js?.sync ?? []), ...(shared.assets?.js?.async ?? [])]) {
      files.set(file.split('/').pop(), shared.name);
    }
  }
  return files;
}

/**
 * Records every response of a Playwright page: url, resource type, bytes on the wire (after gzip)
 * and the URL of the request or script that started it (for the depth of request chains).
 * @param {import('@playwright/test').Page} page
 */
export async function recordNetwork(page) {
  const client = await page.context().newCDPSession(page);
  await client.send('Network.enable');
  /** @type {Map<string, { url: string; type: string; bytes: number; initiator?: string; done: boolean }>} */
  const requests = new Map();
  client.on('Network.requestWillBeSent', ({ requestId, request, initiator, type }) => {
    const frame = initiator.stack?.callFrames?.[0] ?? initiator.stack?.parent?.callFrames?.[0];
    requests.set(requestId, {
      url: request.url,
      type: type ?? 'Other',
      bytes: 0,
      initiator: initiator.url ?? frame?.url,
      done: false,
    });
  });
  client.on('Network.responseReceived', ({ requestId, type }) => {
    const entry = requests.get(requestId);
    if (entry) entry.type = type;
  });
  client.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = requests.get(requestId);
    if (entry) Object.assign(entry, { bytes: encodedDataLength, done: true });
  });
  return {
    /** Finished requests (data: and blob: URLs excluded: they never reach the network). */
    entries: () => [...requests.values()].filter((r) => r.done && /^https?:/.test(r.url)),
  };
}

/**
 * The longest chain of requests that each waited for the previous one (document -> script ->
 * the script it loads -> …): the sequential round trips before the page is complete.
 * @param {{ url: string; initiator?: string }[]} entries
 */
export function longestChain(entries) {
  /** @type {Map<string, string | undefined>} */
  const parentOf = new Map(entries.map((r) => [r.url, r.initiator]));
  /** @type {Map<string, number>} */
  const depth = new Map();
  /** @param {string} url @param {Set<string>} seen @returns {number} */
  const depthOf = (url, seen = new Set()) => {
    const known = depth.get(url);
    if (known !== undefined) return known;
    const parent = parentOf.get(url);
    const value =
      parent && parent !== url && parentOf.has(parent) && !seen.has(parent)
        ? 1 + depthOf(parent, new Set(seen).add(url))
        : 1;
    depth.set(url, value);
    return value;
  };
  return Math.max(0, ...entries.map((r) => depthOf(r.url)));
}

export const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} KB`;
