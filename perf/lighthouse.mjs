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
 * One Lighthouse run (default config: mobile form factor, simulated 4G-class throttling and a
 * 4x slower CPU) and the figures the benchmark prints.
 * @param {string} url
 * @param {number} port the Chrome's remote-debugging port
 */
export async function audit(url, port) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const metric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? null;
  /** @type {{ url: string; resourceType?: string; transferSize?: number }[]} */
  const requests = /** @type {any} */ (lhr.audits['network-requests']?.details)?.items ?? [];
  const network = requests.filter((r) => /^https?:/.test(r.url));
  const bytesOf = (/** @type {typeof network} */ list) =>
    list.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const federationFiles = network.filter((r) =>
    /\/(remoteEntry\.js|mf-manifest\.json)(\?|$)/.test(r.url),
  );
  return {
    error: lhr.runtimeError?.message,
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
