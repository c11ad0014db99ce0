#!/usr/bin/env node
// What the long tasks of a page's first 10 s are made of, on the slow phone of
// perf/interactive.mjs (CPU 4x slower, slow 4G, 390 x 844 at 3x): one untouched load per page
// under Chromium's tracing, then each main-thread task over 50 ms with its time split by what ran
// in it (parsing the HTML, evaluating or calling a script, named by its file, style, layout,
// paint, garbage collection). Where the blocking figure of interactive.mjs comes from, so that a
// step knows what is left to remove. A benchmark: it prints and exits 0.
//   unshare -n sh -c 'ip link set lo up && node perf/long-tasks.mjs /accessibility /ar'

import { slowDown } from './interactive.mjs';
import { densePhone } from './lib/measured-site.mjs';

const WINDOW_MS = 10_000;
const LONG_MS = 50;

/**
 * A trace event's own label: a script by its file, anything else by its name.
 * @param {any} event
 */
function label(event) {
  const data = event.args?.data ?? event.args?.beginData ?? {};
  const url = data.url || data.stackTrace?.[0]?.url || '';
  const file = url
    ? ` ${url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '') || '(page)'}`
    : '';
  if (
    event.name === 'EvaluateScript' ||
    event.name === 'FunctionCall' ||
    event.name === 'v8.compile'
  )
    return `${event.name}${file || ' (inline)'}`;
  return event.name;
}

/**
 * The main thread's tasks over 50 ms in the first 10 s of a trace, each with the time of its
 * direct children by label (what is not in a child is the task's own).
 * @param {any[]} events
 */
export function longTasks(events) {
  const main = events.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.ph === 'M',
  );
  const navigation = events.find((e) => e.name === 'navigationStart' && e.pid === main?.pid);
  if (!main || !navigation) return [];
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const tasks = onMain.filter(
    (e) =>
      e.name === 'RunTask' && e.dur / 1000 > LONG_MS && (e.ts - navigation.ts) / 1000 < WINDOW_MS,
  );
  return tasks.map((task) => {
    const end = task.ts + task.dur;
    /** @type {Map<string, number>} */
    const parts = new Map();
    // Direct children: events inside the task not inside another event inside it.
    const inside = onMain
      .filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= end)
      .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    let coveredUntil = task.ts;
    for (const event of inside) {
      if (event.ts < coveredUntil) continue;
      coveredUntil = event.ts + event.dur;
      parts.set(label(event), (parts.get(label(event)) ?? 0) + event.dur / 1000);
    }
    return {
      start: Math.round((task.ts - navigation.ts) / 1000),
      duration: Math.round(task.dur / 1000),
      parts: [...parts].sort((a, b) => b[1] - a[1]).filter(([, ms]) => ms >= 5),
    };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { startMeasuredSite } = await import('./lib/measured-site.mjs');
  const paths = process.argv.slice(2).filter((a) => a.startsWith('/'));
  const { site, browser, close } = await startMeasuredSite();
  try {
    for (const path of paths.length ? paths : ['/']) {
      const context = await browser.newContext(densePhone);
      const page = await context.newPage();
      await slowDown(context, page);
      await browser.startTracing(page, {
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8.execute',
          'blink.user_timing',
          'loading',
        ],
      });
      await page.goto(new URL(path, site.urls.shell).href, { waitUntil: 'commit' });
      await new Promise((resolve) => setTimeout(resolve, WINDOW_MS + 500));
      const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
      await context.close();
      const tasks = longTasks(trace.traceEvents ?? trace);
      const blocking = tasks.reduce((sum, task) => sum + task.duration - LONG_MS, 0);
      console.log(
        `\n${path}: ${tasks.length} tasks over ${LONG_MS} ms in ${WINDOW_MS / 1000} s, blocking ${blocking} ms (traced: tracing itself slows the page)`,
      );
      for (const task of tasks) {
        const parts = task.parts.map(([name, ms]) => `${name} ${Math.round(ms)}`).join(', ');
        console.log(`  at ${task.start} ms, ${task.duration} ms: ${parts}`);
      }
    }
  } finally {
    await close();
  }
}
