// The disk filling up under a running stack (PGlite on a small tmpfs in a private mount
// namespace, filled with a ballast file): writes get error answers within seconds, never
// timeouts; the stack keeps answering; freeing the space brings it back by itself; SIGTERM
// still stops it cleanly.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../stack/http.mjs';
import { supabaseDir } from '../stack/config.mjs';
import { SERVICE_ROLE_KEY } from './support';

const mount = mkdtempSync(join(tmpdir(), 'school-full-'));
let child: ChildProcess;
let url: string;
let output = '';

/** Runs a shell command inside the stack's mount namespace (where the tmpfs is). */
function inNamespace(script: string) {
  const result = spawnSync('nsenter', ['-t', String(child.pid), '-m', '--', 'sh', '-c', script], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`nsenter failed: ${result.stderr}`);
  return result.stdout;
}

beforeAll(async () => {
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  // unshare and sh exec in turn, so the child's pid is the stack's own.
  child = spawn(
    'unshare',
    [
      '-m',
      'sh',
      '-c',
      `mount -t tmpfs -o size=64m tmpfs "${mount}" && exec "${process.execPath}" stack/main.mjs`,
    ],
    {
      cwd: supabaseDir,
      // The mail catcher takes free ports too: the suite's own stack holds the usual ones.
      env: {
        ...process.env,
        PORT_SUPABASE: String(port),
        PORT_MAIL: '0',
        PORT_SMTP: '0',
        SUPABASE_DATA_DIR: join(mount, 'data'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const end = Date.now() + 60_000;
  while (!output.includes('Supabase local stack ready')) {
    if (child.exitCode !== null || Date.now() > end)
      throw new Error(`the stack did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

afterAll(() => {
  if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(mount, { recursive: true, force: true });
});

const insert = () =>
  fetch(`${url}/rest/v1/contact_messages`, {
    method: 'POST',
    // The service role: visitors' own path is throttled per client, which is not under test.
    headers: {
      apikey: SERVICE_ROLE_KEY,
      Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
      'Content-Type': 'application/json',
      Prefer: 'return=minimal',
    },
    body: JSON.stringify({
      name: 'Awa Traoré',
      email: 'awa@example.com',
      phone: '+223 76 00 00 00',
      subject: 'Disque plein',
      // Random text does not compress: every row really takes its room.
      message: randomBytes(3000).toString('base64'),
    }),
    signal: AbortSignal.timeout(12_000),
  });

it('a full disk gives error answers, freeing space recovers, and SIGTERM stops the stack', async () => {
  // Leave about 1.5 MB free.
  inNamespace(
    `avail=$(df --output=avail -B1 "${mount}" | tail -1); fallocate -l $((avail - 1500000)) "${mount}/ballast"`,
  );
  const statuses: number[] = [];
  const started = Date.now();
  while (statuses.filter((status) => status !== 201).length < 3 && Date.now() - started < 45_000) {
    const t0 = Date.now();
    const response = await insert();
    const body = await response.text();
    statuses.push(response.status);
    if (response.status !== 201) {
      // A JSON error in PostgREST's shape, at once rather than after a client timeout.
      expect(() => JSON.parse(body) as unknown).not.toThrow();
      expect(Date.now() - t0).toBeLessThan(10_000);
    }
  }
  expect(statuses.some((status) => status === 201)).toBe(true);
  expect(statuses.filter((status) => status >= 400).length).toBeGreaterThanOrEqual(3);
  expect((await fetch(`${url}/auth/v1/health`)).status).toBe(200);

  inNamespace(`rm -f "${mount}/ballast"`);
  let recovered = false;
  const end = Date.now() + 20_000;
  while (!recovered && Date.now() < end) {
    recovered = (await insert().then((response) => response.status)) === 201;
    if (!recovered) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  expect(recovered).toBe(true);

  const stopping = Date.now();
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  expect(await exit).toBe(0);
  expect(Date.now() - stopping).toBeLessThan(10_000);
}, 120_000);
