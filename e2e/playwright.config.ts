import { chromiumArgs, testChromiumPath } from '@school/platform/chromium';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { deployDir, prerenderDir, runtimeConfigFile, supabaseDataDir } from './support/paths';

// Debian's Chromium headless shell (else its Chromium), never a downloaded browser.
const executablePath = testChromiumPath(process.env, existsSync);
if (!existsSync(executablePath)) {
  throw new Error(
    `Chromium not found at ${executablePath}. Install Debian's Chromium with ` +
      '"sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell", or set ' +
      'CHROMIUM_PATH to a Chromium or Chrome binary. Do not run "playwright install".',
  );
}

// `npm test -- <app>` (scripts/lib/team-loop.mjs) names the spec files that visit that app's pages,
// and the tests to run in them on the command line (`file:line`); each project keeps its files.
const only = process.env.E2E_SPECS?.split(',').filter(Boolean);
const specs = (pattern: RegExp) =>
  only ? only.filter((file) => pattern.test(file)).map((file) => `**/${file}`) : pattern;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  // Three browsers. The suite keeps both cores busy (95-99 % of the machine's CPU); a third
  // browser fills the time a test waits on a timer, a schedule or the prerenderer. (An earlier
  // count that said it used half a core missed Chromium's processes: npm test's summary now gives
  // the machine's figure.) All tests passed with three at a machine load of 9-31, so the budgets
  // below hold.
  workers: 3,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // A test's whole budget. Under a load of 20 on 2 cores (two suites, a build and a second
  // suite's browsers at once) opening a page took 2.6 s and loading `/` 8.6 s in a fresh-clone
  // run (traced), and a 30 s budget ran out on a test doing only what it should.
  timeout: 60_000,
  // A full load of the shell and a remote, on a 2-core machine running two suites, a build and
  // the prerender service at once, took up to 7 s in a fresh-clone run (traced): an assertion
  // right after a navigation waits that long, not Playwright's default 5 s.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: join('..', '.reports', 'playwright.json') }]],
  use: {
    baseURL: 'http://localhost:3000',
    // A failed test keeps its trace: each action with its call log and timing, the console, the
    // errors and the test's source, beside `error-context.md` (the page's accessibility tree when
    // it failed). Not the screencast: its frames cost the browser and its GPU process a tenth of
    // the suite's CPU (contact and news-blog specs: 302 -> 269 CPU s). Nor the DOM snapshot at
    // each action, with the network bodies it keeps: every test records them even when it passes,
    // and on the routes, back-office and news-blog specs they cost 258 against 222-230 CPU s with
    // them off (two runs each; 137 -> 118-126 s wall). A loaded machine is what makes tests fail.
    // For the snapshots, run the failing spec again with `--trace on`.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    launchOptions: {
      executablePath,
      args: [
        ...chromiumArgs,
        // fault-isolation.spec hands pages a document of its own (route.fulfill, to give it the
        // policy of the map it fakes); Chromium gives such a document no address space, so its
        // requests to this machine's servers would fall under Local Network Access and be refused.
        '--disable-features=LocalNetworkAccessChecks',
        // No software GPU (SwiftShader) behind the compositor: the site draws no WebGL, and on the
        // contact + news-blog specs it cost 269/282 -> 240/229 CPU s, 143/150 -> 130/123 s. Here
        // only, not in chromiumArgs: the benchmarks measure the browser a visitor has.
        '--disable-software-rasterizer',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { browserName: 'chromium' },
      testMatch: specs(/\.spec\.ts$/),
      testIgnore: /(deploy|settings|notices|calendar|documents|cache-tier|rehearsal)\.spec\.ts$/,
      // A team's loop: the settings project runs after this one as its teardown rather than as
      // its dependant. Playwright runs a project another depends on whole, whatever the command
      // line names; a teardown runs whole instead (its spec files, each chosen for a test that
      // visits the team's pages), and this project runs only the tests named.
      ...(only ? { teardown: 'settings' } : {}),
    },
    // The cache tier (Varnish + xkey, scripts/lib/cache-tier) in front of a bucket origin of its
    // own: each test starts and stops its own tier, so it runs beside the others.
    {
      name: 'cache-tier',
      use: { browserName: 'chromium' },
      testMatch: specs(/cache-tier\.spec\.ts$/),
    },
    // The settings suite edits every setting (the name, the address, the hours…), which every
    // page shows and other suites read or edit (prerender-fresh.spec edits the name): it runs
    // once they are done. So does the notices suite: its notice is above every page's header
    // (a page tour, an accessibility scan or a layout check running meanwhile would meet it).
    // The calendar suite's event is on the home page's next events, likewise; and the documents
    // suite adds and replaces documents on /documents, which the page tour reads.
    {
      name: 'settings',
      use: { browserName: 'chromium' },
      testMatch: specs(/(settings|notices|calendar|documents)\.spec\.ts$/),
      dependencies: only ? [] : ['chromium'],
    },
    // Deploying, rolling back and switching the shell move the live site's pointers, which every
    // other suite reads: these run alone, once the others are done. Not beside the settings
    // suite either: a deploy proves that only the changed remote's pages are drawn again, and a
    // setting saved meanwhile draws every page.
    {
      name: 'deploys',
      use: { browserName: 'chromium' },
      testMatch: specs(/deploy\.spec\.ts$/),
      dependencies: only ? [] : ['settings'],
    },
    // The production rehearsal (Swift with s3api, Varnish, the prerender worker over the bucket,
    // e2e/support/rehearsal.ts): its worker draws every page again on each data change, and its
    // deploys build and prerender; it runs last, alone.
    {
      name: 'rehearsal',
      use: { browserName: 'chromium' },
      testMatch: specs(/rehearsal\.spec\.ts$/),
      dependencies: ['deploys'],
    },
  ],
  webServer: [
    // The local Supabase-compatible stack (seeded), with its own data folder for the tests:
    // the header and footer read site_settings from it.
    {
      command: 'node support/fresh-stack.mjs',
      url: 'http://127.0.0.1:54321/rest/v1/',
      reuseExistingServer: false,
      // Every suite signs in often: the per-address sign-in limit is for real clients.
      // The suites' contact messages and newsletter sign-ups all come from this machine too:
      // the database's limits (supabase/test/flood.test.ts proves the defaults) are scaled up.
      env: {
        SUPABASE_DATA_DIR: supabaseDataDir,
        AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: '100000',
        // …and so do their failed sign-ins and the mails they ask for (accounts.spec.ts uses
        // addresses of its own; the defaults are proven in supabase/test/accounts-limits).
        AUTH_RATE_LIMIT_SIGN_IN_PER_EMAIL: '100000',
        AUTH_RATE_LIMIT_EMAIL_SENT: '100000',
        FORM_RATE_LIMIT_FACTOR: '1000',
      },
      timeout: 120_000,
    },
    // The built site served exactly as `npm start` serves it (from a fresh versions store).
    {
      command: 'node support/serve-site.mjs',
      url: 'http://localhost:3000/runtime-config.json',
      reuseExistingServer: false,
      // Pages are prerendered into the suites' own folder and kept in step every 5 s.
      env: {
        RUNTIME_CONFIG_FILE: runtimeConfigFile,
        DEPLOY_DIR: deployDir,
        PRERENDER_DIR: prerenderDir,
        PRERENDER_POLL_MS: '5000',
      },
      timeout: 60_000,
    },
  ],
});
