// Lighthouse from npm against Debian's Chromium (never a downloaded browser), mobile preset with
// its default simulated throttling. Lives in this package so that its dependencies stay out of
// the apps' install graph (see perf/package.json).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** @param {{ chromePath: string; flags: string[] }} options */
export function launchChrome({ chromePath, flags }) {
  return chromeLauncher.launch({
    chromePath,
    chromeFlags: [...flags, '--headless=new'],
    logLevel: 'silent',
  });
}

const score = (/** @type {{ score: number | null } | undefined} */ category) =>
  category?.score == null ? null : Math.round(category.score * 100);

/**
 * The LCP element in a few words: its tag (from the selector's last step) and the start of its
 * text or alternative text, e.g. `img "Illustration : les bâtiments…"`.
 * @param {{ nodeLabel?: string; selector?: string } | undefined} node
 */
export function lcpElementName(node) {
  if (!node) return '–';
  const last = (node.selector ?? '').split('>').pop()?.trim() ?? '';
  const tag = /^[a-z0-9]+/i.exec(last)?.[0] ?? '?';
  const label = (node.nodeLabel ?? '').replace(/\s+/g, ' ').trim();
  return label ? `${tag} "${label.length > 28 ? `${label.slice(0, 27)}…` : label}"` : tag;
}

/**
 * One Lighthouse run: its whole report (what `audit` reads its figures from), and with
 * `withArtifacts` what it gathered too (the trace).
 * @template {boolean} [A=false]
 * @param {string} url
 * @param {number} port the Chrome's remote-debugging port
 * @param {{ withArtifacts?: A }} [options]
 * @returns {Promise<A extends true ? { lhr: any; artifacts: unknown } : any>}
 */
export async function runLighthouse(url, port, options) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return /** @type {any} */ (
    options?.withArtifacts ? { lhr: result.lhr, artifacts: result.artifacts } : result.lhr
  );
}

/**
 * One Lighthouse run (default config: mobile form factor, simulated 4G-class throttling and a
 * 4x slower CPU) and the figures the benchmark prints.
 * @param {string} url
 * @param {number} port the Chrome's remote-debugging port
 */
export async function audit(url, port) {
  const lhr = await runLighthouse(url, port);
  const metric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? null;
  /** @type {{ url: string; resourceType?: string; transferSize?: number }[]} */
  const requests = /** @type {any} */ (lhr.audits['network-requests']?.details)?.items ?? [];
  const network = requests.filter((r) => /^https?:/.test(r.url));
  const bytesOf = (/** @type {typeof network} */ list) =>
    list.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const federationFiles = network.filter((r) =>
    /\/(remoteEntry\.js|mf-manifest\.json)(\?|$)/.test(r.url),
  );
  /** @type {{ nodeLabel?: string; selector?: string } | undefined} */
  const lcpNode = /** @type {any} */ (lhr.audits['largest-contentful-paint-element']?.details)
    ?.items?.[0]?.items?.[0]?.node;
  return {
    error: lhr.runtimeError?.message,
    lcpElement: lcpElementName(lcpNode),
    performance: score(lhr.categories.performance),
    accessibility: score(lhr.categories.accessibility),
    bestPractices: score(lhr.categories['best-practices']),
    seo: score(lhr.categories.seo),
    lcpMs: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    tbtMs: metric('total-blocking-time'),
    jsBytes: bytesOf(network.filter((r) => r.resourceType === 'Script')),
    requests: network.length,
    federationBytes: bytesOf(federationFiles),
    federationFiles: federationFiles.length,
  };
}
