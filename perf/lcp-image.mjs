#!/usr/bin/env node
// The largest contentful paint of a few pages on a phone, and the image behind it: which
// element it is, its address, format, pixel size and bytes on the wire, and when it was drawn.
// Serves the last production build as `npm start` does, on a fresh copy of the seeded database
// (a temporary data folder), in Chromium at 390 CSS px and 3 device pixels per CSS pixel.
//   unshare -n sh -c 'ip link set lo up && node perf/lcp-image.mjs [--photo] [/ /news ...]'
// Each page is loaded twice, in fresh browser contexts: by the first visitor (Storage transforms
// the image) and by the next one (the rendition is read from the stack's disk cache).
// --photo first makes a 2560 x 1440 JPEG photograph-like picture (noise over gradients, as a
// phone photo shrunk by the back office), uploaded through the Storage API, the featured image
// of the article measured and of the newest news item (the featured card of /news): the seed's
// drawings are flat gradients, which any format compresses to almost nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../scripts/lib/repo-root.mjs';
import { densePhone, startMeasuredSite } from './lib/measured-site.mjs';

const args = process.argv.slice(2);
const photo = args.includes('--photo');
const paths = args.filter((a) => a.startsWith('/'));
const ARTICLE = '/news/inauguration-salle-informatique';
if (!paths.length) paths.push('/', '/news', ARTICLE);

const dataDir = mkdtempSync(join(tmpdir(), 'lcp-image-'));
const env = { ...process.env, SUPABASE_DATA_DIR: dataDir, PRERENDER_DIR: join(dataDir, 'pages') };
const supabaseUrl = 'http://localhost:54321';
const { DEMO_SERVICE_ROLE_KEY: serviceKey } = await import('../supabase/stack/config.mjs');
const { site, browser, close } = await startMeasuredSite({
  env,
  requireBackend: true,
  beforeServe: photo ? uploadPhoto : undefined,
});

try {
  for (const [path, visit] of paths.flatMap((p) => [
    [p, 'first visit'],
    [p, 'next visitor'],
  ])) {
    const context = await browser.newContext(densePhone);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    /** @type {Map<string, { url: string; type?: string; bytes?: number; status?: number }>} */
    const requests = new Map();
    cdp.on('Network.requestWillBeSent', ({ requestId, request }) =>
      requests.set(requestId, { url: request.url }),
    );
    cdp.on('Network.responseReceived', ({ requestId, response }) => {
      const entry = requests.get(requestId);
      if (entry) Object.assign(entry, { type: response.mimeType, status: response.status });
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const entry = requests.get(requestId);
      if (entry) entry.bytes = encodedDataLength;
    });
    await page.addInitScript(() => {
      /** @type {any} */ (window).__lcp = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) /** @type {any} */ (window).__lcp.push(entry);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(`${site.urls.shell}${path}`, { waitUntil: 'networkidle' });
    const lcp = await page.evaluate(() => {
      const entries = /** @type {any} */ (window).__lcp;
      const last = entries[entries.length - 1];
      if (!last) return null;
      const element = /** @type {Element | null} */ (last.element);
      const img = element instanceof HTMLImageElement ? element : null;
      return {
        time: Math.round(last.startTime),
        tag: element?.tagName.toLowerCase() ?? '?',
        url: last.url || '',
        natural: img ? `${img.naturalWidth}x${img.naturalHeight}` : '',
        shown: img ? `${img.clientWidth}x${img.clientHeight}` : '',
        lazy: img ? img.loading : '',
      };
    });
    const preloads = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="preload"][as="image"]')].map((link) =>
        link.getAttribute('fetchpriority'),
      ),
    );
    if (!lcp) {
      console.log(`${path} (${visit}): no LCP entry`);
    } else {
      const response = [...requests.values()].find((r) => r.url === lcp.url);
      console.log(
        `${path} (${visit}): LCP ${lcp.time} ms, <${lcp.tag}>` +
          (lcp.url
            ? ` ${response?.type ?? '?'} ${lcp.natural} (shown ${lcp.shown}), ` +
              `${((response?.bytes ?? 0) / 1024).toFixed(1)} KB, loading=${lcp.lazy || 'auto'}\n` +
              `    ${lcp.url}`
            : '') +
          `\n    image preloads in the HTML: ${preloads.length} (fetchpriority ${preloads.join(', ') || '-'})`,
      );
    }
    const failed = [...requests.values()].filter((r) => (r.status ?? 0) >= 400);
    for (const r of failed) console.log(`    failed: ${r.status} ${r.url}`);
    await context.close();
  }
} finally {
  await close();
  rmSync(dataDir, { recursive: true, force: true });
}

/** Uploads the photograph-like JPEG and makes it the featured image of the article above. */
async function uploadPhoto() {
  const sharp = createRequire(join(repoRoot, 'supabase', 'package.json'))('sharp');
  const width = 2560;
  const height = 1440;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const noise = (seed % 41) - 20;
      const i = (y * width + x) * 3;
      pixels[i] = Math.max(0, Math.min(255, 40 + (x * 160) / width + noise));
      pixels[i + 1] = Math.max(0, Math.min(255, 90 + (y * 100) / height + noise));
      pixels[i + 2] = Math.max(0, Math.min(255, 60 + ((x + y) * 60) / (width + height) + noise));
    }
  }
  const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .blur(1.2)
    .jpeg({ quality: 85 })
    .toBuffer();
  const headers = { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` };
  const upload = await fetch(`${supabaseUrl}/storage/v1/object/content-images/perf/photo.jpg`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'image/jpeg', 'x-upsert': 'true' },
    body: jpeg,
  });
  if (!upload.ok) throw new Error(`upload failed: ${upload.status} ${await upload.text()}`);
  const newest = await fetch(
    `${supabaseUrl}/rest/v1/content_management?select=slug&type=eq.news&status=eq.published` +
      `&published_at=lte.${new Date().toISOString()}&order=published_at.desc&limit=1`,
    { headers },
  );
  const [{ slug: newestSlug }] = await newest.json();
  for (const slug of [ARTICLE.split('/').pop(), newestSlug]) {
    // An image needs its description in every version the item has (the database checks it).
    const [versions] = await (
      await fetch(
        `${supabaseUrl}/rest/v1/content_management?select=title_ar,title_en&slug=eq.${slug}`,
        { headers },
      )
    ).json();
    const update = await fetch(`${supabaseUrl}/rest/v1/content_management?slug=eq.${slug}`, {
      method: 'PATCH',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        featured_image: 'perf/photo.jpg',
        image_alt: 'Photo de test (mesure de performance)',
        image_alt_ar: versions?.title_ar ? 'صورة اختبار' : null,
        image_alt_en: versions?.title_en ? 'Test photo (performance run)' : null,
      }),
    });
    if (!update.ok) throw new Error(`update failed: ${update.status} ${await update.text()}`);
  }
  console.log(`uploaded a ${width}x${height} JPEG of ${(jpeg.length / 1024).toFixed(1)} KB`);
}
