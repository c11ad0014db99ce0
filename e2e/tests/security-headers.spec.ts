import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { join, relative } from 'node:path';
import { apps, portOf } from '@school/platform/apps';
import { expect, test } from '../support/test';
import { prerenderDir, repoRoot, runtimeConfigFile } from '../support/paths';
import { loadStaticServer } from '../support/static-server';

const shellPort = portOf('shell', process.env);
const remoteApps = Object.keys(apps).filter((name) => name !== 'shell') as (keyof typeof apps)[];

/**
 * Where a remote's live version is served: the folder of its manifest in the site's runtime map
 * (`…/v/<version>/`), the build `npm start` stored from its dist/.
 */
function liveBase(name: keyof typeof apps): string {
  const map = JSON.parse(readFileSync(runtimeConfigFile, 'utf8')) as {
    remotes: Record<string, string>;
  };
  const manifest = map.remotes[apps[name].mfName];
  if (!manifest) throw new Error(`${name} is not in the runtime map`);
  return new URL('.', manifest).href;
}

/** The value of one directive of a policy header, as a list of sources. */
function directive(policy: string | undefined, name: string): string[] {
  const found = (policy ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  return found ? found.slice(1) : [];
}

/** Every inline script without attributes (the shell's bootstrap), hashed as CSP does. */
function bareInlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, text]) =>
      `'sha256-${createHash('sha256')
        .update(text ?? '')
        .digest('base64')}'`,
  );
}

/**
 * One request with the target sent exactly as written: HTTP clients (and browsers) rewrite
 * `//host` and backslashes before sending, which is the very thing under test.
 */
function rawGet(port: number, target: string) {
  return new Promise<{ status: number; headers: Record<string, string>; body: string }>(
    (resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      });
      let data = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => (data += chunk));
      socket.on('error', reject);
      socket.on('end', () => {
        const [head = '', ...rest] = data.split('\r\n\r\n');
        const [statusLine = '', ...lines] = head.split('\r\n');
        const headers: Record<string, string> = {};
        for (const line of lines) {
          const at = line.indexOf(':');
          headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
        }
        resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
      });
    },
  );
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'));
}

async function listenOnFreePort(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as { port: number }).port;
}

test.describe('security headers of the served site', () => {
  test('every kind of HTML response carries the policy, the frame ban, nosniff and the referrer policy', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    // A prerendered page (once the prerenderer has written it), the app HTML of the back
    // office, and the not-found page.
    await expect
      .poll(
        async () => (await (await request.get('/ar/news')).text()).includes('school-query-state'),
        {
          timeout: 90_000,
          intervals: [500, 1000, 2000],
          message: '/ar/news is prerendered',
        },
      )
      .toBe(true);
    for (const [path, status] of [
      ['/ar/news', 200],
      ['/', 200],
      ['/admin/content', 200],
      ['/en/admin/login', 200],
      ['/no-such-page', 404],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(status);
      const headers = response.headers();
      const policy = headers['content-security-policy'] ?? '';
      expect(directive(policy, 'frame-ancestors'), path).toEqual(["'none'"]);
      expect(directive(policy, 'object-src'), path).toEqual(["'none'"]);
      expect(directive(policy, 'script-src'), path).not.toContain("'unsafe-inline'");
      expect(directive(policy, 'connect-src'), path).toEqual(
        expect.arrayContaining(['http://localhost:54321', 'ws://localhost:54321']),
      );
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      // The bootstrap script of this very response is allowed by its hash.
      const hashes = bareInlineScriptHashes(await response.text());
      expect(hashes.length, path).toBeGreaterThan(0);
      for (const hash of hashes) expect(directive(policy, 'script-src'), path).toContain(hash);
    }
  });

  test("the policy names the remotes' origins from the runtime map, read at each request", async () => {
    const { createStaticServer } = await loadStaticServer();
    let config = {
      remotes: { home: 'http://127.0.0.1:4901/v1/mf-manifest.json' },
      supabase: { url: 'https://abc.supabase.co' },
    };
    const server = createStaticServer({
      root: join(repoRoot, 'shell', 'dist'),
      pagesRoot: prerenderDir,
      runtimeConfig: () => Promise.resolve(config),
    });
    const port = await listenOnFreePort(server);
    try {
      const first = await rawGet(port, '/');
      expect(directive(first.headers['content-security-policy'], 'script-src')).toContain(
        'http://127.0.0.1:4901',
      );
      expect(directive(first.headers['content-security-policy'], 'connect-src')).toEqual(
        expect.arrayContaining(['https://abc.supabase.co', 'wss://abc.supabase.co']),
      );
      config = { ...config, remotes: { home: 'https://cdn.example.org/home/mf-manifest.json' } };
      const second = await rawGet(port, '/');
      const scripts = directive(second.headers['content-security-policy'], 'script-src');
      expect(scripts).toContain('https://cdn.example.org');
      expect(scripts).not.toContain('http://127.0.0.1:4901');
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  test("remotes' files keep CORS and carry nosniff", async ({ request }) => {
    for (const name of remoteApps) {
      for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
        const response = await request.get(`${liveBase(name)}${file}`);
        expect(response.status(), `${name}${file}`).toBe(200);
        expect(response.headers()['access-control-allow-origin'], `${name}${file}`).toBe('*');
        expect(response.headers()['x-content-type-options'], `${name}${file}`).toBe('nosniff');
      }
    }
  });
});

test.describe('what the servers serve', () => {
  test("the shell's Node build is not served at all", async ({ request }) => {
    const files = filesUnder(join(repoRoot, 'shell', 'dist', 'server'));
    expect(files).toContain('index.js');
    for (const file of [...files, '', 'index.js?x=1']) {
      const response = await request.get(`/server/${file}`);
      expect(response.status(), `/server/${file}`).toBe(404);
      expect(await response.text(), `/server/${file}`).not.toContain('require(');
    }
    expect((await request.get('/server')).status()).toBe(404);
  });

  test('no served file names a path of the machine that built it', async ({ request }) => {
    // The remotes' Node builds are served (the prerenderer loads them over HTTP), the browser
    // builds of all six apps too.
    const served = [
      ...remoteApps.flatMap((name) =>
        filesUnder(join(repoRoot, apps[name].dir, 'dist')).map(
          (file) => `${liveBase(name)}${file}`,
        ),
      ),
      ...filesUnder(join(repoRoot, 'shell', 'dist'))
        .filter((file) => !file.startsWith('server/'))
        .map((file) => `http://localhost:${shellPort}/${file}`),
    ].filter((url) => /\.(js|json|html|css|txt|map)$/.test(url));
    expect(served.filter((url) => url.includes('/server/')).length).toBeGreaterThan(10);
    for (const url of served) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(await response.text(), url).not.toContain(repoRoot);
    }
  });
});

test.describe('addresses that would lead off the site', () => {
  for (const [target, location] of [
    ['//evil.example', '/evil.example'],
    ['///evil.example/x?y=1', '/evil.example/x?y=1'],
    ['/ar//evil.example/x', '/ar/evil.example/x'],
  ] as const) {
    test(`${target} is redirected to the same-origin path ${location}`, async ({ page }) => {
      const response = await rawGet(shellPort, target);
      expect(response.status).toBe(308);
      expect(response.headers.location).toBe(location);
      expect(response.body).not.toContain('id="root"');
      // A browser following it stays on the site (where it lands is all that matters here).
      await page.goto(`http://localhost:${shellPort}${target}`, { waitUntil: 'commit' });
      const landed = new URL(page.url());
      expect(landed.host).toBe(`localhost:${shellPort}`);
      expect(`${landed.pathname}${landed.search}`).toBe(location);
    });
  }

  for (const target of [
    '/\\evil.example',
    '/%5Cevil.example',
    '/%09/evil.example',
    '/%2F/evil.example',
  ]) {
    test(`${target} is not found, on the shell and on a remote`, async () => {
      for (const port of [shellPort, portOf('home', process.env)]) {
        const response = await rawGet(port, target);
        expect(response.status, `${port}${target}`).toBe(404);
        expect(response.body, `${port}${target}`).not.toContain('<html');
      }
    });
  }

  test('a raw control character never reaches the app', async () => {
    const response = await rawGet(shellPort, '/\t/evil.example');
    // Node's parser may refuse it before the server sees it (400); either way no page.
    expect([400, 404]).toContain(response.status);
    expect(response.body).not.toContain('<html');
  });
});

test.describe('framing', () => {
  // The refusals are the point here; any other violation still fails the test.
  test.use({ allowedCspViolations: [/frame-ancestors/] });

  test('a page on another origin cannot frame the back office or the public site', async ({
    page,
    cspViolations,
  }) => {
    const site = `http://localhost:${shellPort}`;
    let port = 0;
    const framing = createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      if (req.url === '/control') res.end('<!doctype html><p>control frame</p>');
      else {
        res.end(
          '<!doctype html><title>framing</title>' +
            `<iframe name="admin" src="${site}/admin/content"></iframe>` +
            `<iframe name="home" src="${site}/"></iframe>` +
            // Same server, other host name: a cross-origin frame that nothing forbids.
            `<iframe name="control" src="http://localhost:${port}/control"></iframe>`,
        );
      }
    });
    port = await listenOnFreePort(framing);
    try {
      await page.goto(`http://127.0.0.1:${port}/`);
      // Framing itself works here: the control page shows.
      await expect(page.frameLocator('iframe[name="control"]').locator('p')).toHaveText(
        'control frame',
      );
      // The browser refuses both of the site's pages, by the policy.
      await expect
        .poll(() => cspViolations.filter((report) => /frame-ancestors/.test(report)).length, {
          timeout: 15_000,
        })
        .toBeGreaterThanOrEqual(2);
      for (const name of ['admin', 'home']) {
        const frame = page.frame({ name });
        expect(frame, name).not.toBeNull();
        expect(frame?.url(), name).not.toContain(site);
        await expect(page.frameLocator(`iframe[name="${name}"]`).locator('#root')).toHaveCount(0);
      }
    } finally {
      framing.closeAllConnections();
      await new Promise((resolve) => framing.close(resolve));
    }
  });
});
