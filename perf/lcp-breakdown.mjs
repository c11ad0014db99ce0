#!/usr/bin/env node
// Why a page's Lighthouse LCP is what it is. Lighthouse's mobile preset does not slow
// the page down: it loads it at full speed, then *simulates* a phone on 4G (Lantern) over the
// graph of what that load did. For the largest contentful paint the simulated graph holds every
// request that had finished before the *observed* LCP (low-priority images aside), and every
// script evaluated before it, with their CPU time 4x. So the figure is "the time a phone needs to
// download and run everything the page had fetched by the moment its largest element was
// painted": a page whose LCP is painted after its JavaScript has arrived pays for all of it.
// This prints, per page, the simulated figures, the observed paints, the LCP element and its
// phases, and the requests that had finished before the observed LCP (those the simulation
// charges), with their priority and size; and the longest main-thread tasks.
//   unshare -n sh -c 'ip link set lo up && CHROMIUM_PATH=/usr/bin/chromium node perf/lcp-breakdown.mjs [--json DIR] [/ /ar ...]'
// Serves the last production build (`node scripts/nx.mjs run-many -t build` first). --json DIR
// keeps each page's Lighthouse report (`<DIR>/<page>.json`) for a closer look.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumArgs, chromiumPath } from '@school/platform/chromium';
import { launchChrome, runLighthouse } from './lighthouse.mjs';
import { startMeasuredSite } from './lib/measured-site.mjs';

const args = process.argv.slice(2);
const jsonArg = args.indexOf('--json');
const jsonDir = jsonArg >= 0 ? args[jsonArg + 1] : undefined;
const paths = args.filter((a, i) => a.startsWith('/') && (jsonArg < 0 || i !== jsonArg + 1));
if (!paths.length) paths.push('/', '/ar', '/news');

/** @typedef {{ url: string; resourceType?: string; priority?: string; transferSize?: number;
 *   networkRequestTime?: number; networkEndTime?: number }} RequestRow */

/**
 * The figures and the explanation of one Lighthouse report.
 * @param {any} lhr
 */
export function lcpBreakdown(lhr) {
  const audits = lhr.audits;
  const num = (/** @type {string} */ id) => audits[id]?.numericValue ?? null;
  const observed = audits.metrics?.details?.items?.[0] ?? {};
  const element = audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = element[0]?.items?.[0]?.node ?? {};
  /** @type {{ phase: string; timing: number }[]} */
  const phases = (element[1]?.items ?? []).map((/** @type {any} */ row) => ({
    phase: row.phase,
    timing: row.timing,
  }));
  const network = audits['network-requests']?.details ?? {};
  const startTs = network.debugData?.networkStartTimeTs ?? 0;
  const lcpTs = observed.observedLargestContentfulPaintTs ?? 0;
  /** @type {RequestRow[]} */
  const rows = network.items ?? [];
  const lowImage = (/** @type {RequestRow} */ r) =>
    r.resourceType === 'Image' && (r.priority === 'Low' || r.priority === 'VeryLow');
  const charged = rows.filter(
    (r) =>
      r.networkEndTime != null &&
      startTs + r.networkEndTime * 1000 <= lcpTs &&
      !lowImage(r) &&
      /^https?:/.test(r.url),
  );
  /** @type {{ url: string; duration: number; startTime: number }[]} */
  const tasks = audits['long-tasks']?.details?.items ?? [];
  /** @type {{ groupLabel: string; duration: number }[]} */
  const work = audits['mainthread-work-breakdown']?.details?.items ?? [];
  return {
    work: work.map((w) => `${w.groupLabel} ${Math.round(w.duration)} ms`).join(', '),
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: num('first-contentful-paint'),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    observedFcp: observed.observedFirstContentfulPaint ?? null,
    observedLcp: observed.observedLargestContentfulPaint ?? null,
    element: {
      label: node.nodeLabel ?? '',
      selector: node.selector ?? '',
      snippet: node.snippet ?? '',
    },
    phases,
    charged: charged.map((r) => ({
      url: r.url,
      type: r.resourceType ?? '',
      priority: r.priority ?? '',
      kb: (r.transferSize ?? 0) / 1024,
      end: r.networkEndTime ?? 0,
    })),
    later: rows.filter((r) => !charged.includes(r) && /^https?:/.test(r.url)).length,
    tasks: tasks.slice(0, 5).map((t) => ({ url: t.url, ms: t.duration, start: t.startTime })),
  };
}

/**
 * The renderer's main-thread tasks of a trace longer than `minMs` (observed, unthrottled: the
 * simulation multiplies them by 4, so 12.5 ms here is a long task there), each with the time of
 * what ran inside it, by kind.
 * @param {{ traceEvents: any[] }} trace @param {number} minMs
 */
export function longTasksOf(trace, minMs = 12) {
  const events = trace.traceEvents;
  const names = new Map(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name')
      .map((e) => [`${e.pid}:${e.tid}`, e.args?.name]),
  );
  /** @type {Map<string, number>} */
  const busy = new Map();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.ph === 'X' && e.name === 'RunTask' && names.get(key) === 'CrRendererMain')
      busy.set(key, (busy.get(key) ?? 0) + (e.dur ?? 0));
  }
  const main = [...busy.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const onMain = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X');
  const start = Math.min(...onMain.map((e) => e.ts));
  const kinds = [
    'EvaluateScript',
    'v8.compile',
    'v8.compileModule',
    'FunctionCall',
    'ParseHTML',
    'ParseAuthorStyleSheet',
    'UpdateLayoutTree',
    'Layout',
    'PrePaint',
    'Paint',
    'MajorGC',
    'MinorGC',
  ];
  return onMain
    .filter((e) => e.name === 'RunTask' && e.dur >= minMs * 1000)
    .map((task) => {
      const inside = onMain.filter(
        (e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur,
      );
      /** @type {Record<string, number>} */
      const by = {};
      for (const e of inside)
        if (kinds.includes(e.name)) by[e.name] = (by[e.name] ?? 0) + e.dur / 1000;
      const script = inside.find((e) => e.args?.data?.url)?.args.data.url ?? '';
      return {
        at: (task.ts - start) / 1000,
        ms: task.dur / 1000,
        script,
        by: Object.entries(by)
          .filter(([, ms]) => ms >= 1)
          .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
          .join(', '),
      };
    });
}

/** A URL without its origin, shortened. */
const short = (/** @type {string} */ url) => {
  if (!URL.canParse(url)) return url;
  const { pathname, search, port } = new URL(url);
  const text = `${port ? `:${port}` : ''}${pathname}${search}`;
  return text.length > 90 ? `${text.slice(0, 87)}…` : text;
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const { site, close } = await startMeasuredSite();
  const chrome = await launchChrome({ chromePath: chromiumPath(process.env), flags: chromiumArgs });
  try {
    if (jsonDir) mkdirSync(jsonDir, { recursive: true });
    for (const path of paths) {
      const { lhr, artifacts } = await runLighthouse(`${site.urls.shell}${path}`, chrome.port, {
        withArtifacts: true,
      });
      if (jsonDir) {
        const name = path === '/' ? 'index' : path.slice(1).replace(/\//g, '_');
        writeFileSync(join(jsonDir, `${name}.json`), JSON.stringify(lhr));
      }
      const b = lcpBreakdown(lhr);
      const ms = (/** @type {number | null} */ v) => (v == null ? '–' : `${Math.round(v)} ms`);
      console.log(
        `\n## ${path}: perf ${b.performance}, FCP ${ms(b.fcp)}, LCP ${ms(b.lcp)}, TBT ${ms(b.tbt)}, CLS ${b.cls?.toFixed(3)}`,
      );
      console.log(
        `observed (unthrottled load): FCP ${ms(b.observedFcp)}, LCP ${ms(b.observedLcp)}`,
      );
      console.log(`LCP element: ${b.element.label} (${b.element.selector})`);
      console.log(`  ${b.element.snippet}`);
      if (b.phases.length)
        console.log(`phases: ${b.phases.map((p) => `${p.phase} ${ms(p.timing)}`).join(', ')}`);
      const total = b.charged.reduce((sum, r) => sum + r.kb, 0);
      console.log(
        `finished before the observed LCP (what the simulation charges): ${b.charged.length} requests, ${total.toFixed(1)} KB; ${b.later} after`,
      );
      for (const r of b.charged) {
        console.log(
          `  ${r.end.toFixed(0).padStart(5)} ms ${r.type.padEnd(10)} ${r.priority.padEnd(8)} ${r.kb.toFixed(1).padStart(6)} KB ${short(r.url)}`,
        );
      }
      console.log(`main thread (simulated): ${b.work}`);
      console.log('longest tasks (simulated):');
      for (const t of b.tasks) {
        console.log(
          `  ${Math.round(t.ms)} ms at ${Math.round(t.start)} ms ${short(t.url || 'http://x/(page)')}`,
        );
      }
      const trace = /** @type {any} */ (artifacts)?.Trace;
      if (trace) {
        console.log(
          'observed main-thread tasks over 12 ms (x4 in the simulation), ms inside by kind:',
        );
        for (const t of longTasksOf(trace)) {
          console.log(
            `  ${t.ms.toFixed(0).padStart(4)} ms at ${t.at.toFixed(0).padStart(5)} ms ${t.script ? short(t.script) : ''} [${t.by}]`,
          );
        }
      }
    }
  } finally {
    await chrome.kill();
    await close();
  }
}
