// Faults end in errors or recoveries, never in hangs or lost writes: PostgREST dying, a second
// stack on one data directory, bad settings at start, an unresponsive DATABASE_URL, a stop
// under load, and the sign-in rate limit. Each case gets stacks of its own (PGlite and
// PostgreSQL 15) so the shared ones of the other files are never disturbed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPg15 } from '../scripts/pg15.mjs';
import { configFromEnv } from '../stack/config.mjs';
import { openPglite } from '../stack/db.mjs';
import { startStack } from '../stack/stack.mjs';
import { ANON_KEY, pgliteDataDir, SERVICE_ROLE_KEY, uniqueEmail } from './support';

type Stack = Awaited<ReturnType<typeof startStack>>;

const quiet = () => undefined;
const dir = mkdtempSync(join(tmpdir(), 'school-faults-'));
let pg15: Awaited<ReturnType<typeof startPg15>>;
const stacks: { name: string; stack: Stack; dataDir: string }[] = [];

beforeAll(async () => {
  pg15 = await startPg15();
  const options = { port: 0, log: quiet, signInSignUpRateLimit: 5, drainMs: 5000 };
  stacks.push({
    name: 'pglite',
    stack: await startStack({ ...options, dataDir: pgliteDataDir(join(dir, 'pglite')) }),
    dataDir: join(dir, 'pglite'),
  });
  stacks.push({
    name: 'postgres15',
    stack: await startStack({ ...options, dataDir: join(dir, 'pg15'), databaseUrl: pg15.url }),
    dataDir: join(dir, 'pg15'),
  });
});

afterAll(async () => {
  for (const { stack } of stacks) await stack.stop();
  pg15?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const message = (tag: string) => ({
  name: 'Awa Traoré',
  email: 'awa@example.com',
  phone: '+223 76 00 00 00',
  subject: `Charge ${tag}`,
  message: 'Bonjour, ceci est un message envoyé pendant une panne simulée.',
});

/** Inserts contact messages from `clients` loops until `until` resolves; returns what was acknowledged. */
async function insertLoad(url: string, clients: number, until: Promise<unknown>, tag: string) {
  let done = false;
  void until.then(() => {
    done = true;
  });
  const acknowledged: string[] = [];
  const statuses = new Map<number, number>();
  const failures: string[] = [];
  const failedSubjects: string[] = [];
  let n = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (!done) {
        const subject = `${tag}-${(n += 1)}`;
        try {
          const response = await fetch(`${url}/rest/v1/contact_messages`, {
            method: 'POST',
            // The service role: visitors' path is throttled per client (flood.test.ts), and
            // this load is about durability, not about who may write.
            headers: {
              apikey: SERVICE_ROLE_KEY,
              Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
              'Content-Type': 'application/json',
              Prefer: 'return=minimal',
            },
            body: JSON.stringify({ ...message(tag), subject }),
            signal: AbortSignal.timeout(10_000),
          });
          await response.arrayBuffer();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          if (response.status === 201) acknowledged.push(subject);
        } catch (error) {
          failures.push(String((error as Error).cause ?? error));
          failedSubjects.push(subject);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    }),
  );
  return { acknowledged, statuses, failures, failedSubjects };
}

async function savedSubjects(url: string, tag: string) {
  const response = await fetch(
    `${url}/rest/v1/contact_messages?select=subject&subject=like.${tag}-*`,
    {
      headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` },
    },
  );
  return new Set(((await response.json()) as { subject: string }[]).map((row) => row.subject));
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe.each(['pglite', 'postgres15'])('faults on %s', (name) => {
  const get = () => stacks.find((s) => s.name === name)!;

  it('sign-in and sign-up are rate-limited per client address with a clear 429', async () => {
    const { url } = get().stack;
    const post = (path: string, body: unknown) =>
      fetch(`${url}/auth/v1${path}`, {
        method: 'POST',
        headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    for (let i = 0; i < 5; i += 1) {
      const attempt = await post('/token?grant_type=password', {
        email: 'admin@ecole.example',
        password: `wrong-${i}`,
      });
      expect(attempt.status).toBe(400);
    }
    const limited = await post('/token?grant_type=password', {
      email: 'admin@ecole.example',
      password: 'AdminDemo2024!',
    });
    expect(limited.status).toBe(429);
    const body = (await limited.json()) as { code: string; message: string };
    expect(body.code).toBe('over_request_rate_limit');
    // GoTrue's sentence, with the seconds to wait (the page says it in minutes).
    const seconds =
      /^Request rate limit reached\. For security purposes, you can only request this after (\d+) seconds\.$/.exec(
        body.message,
      )?.[1];
    expect(Number(seconds)).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBe(Number(seconds));
    const signup = await post('/signup', {
      email: uniqueEmail('limited'),
      password: 'correct-horse-42',
    });
    expect(signup.status).toBe(429);
    // Other endpoints are not limited.
    expect((await fetch(`${url}/auth/v1/health`)).status).toBe(200);
  });

  it('PostgREST killed under load is restarted within seconds; no acknowledged write is lost', async () => {
    const { stack } = get();
    const tag = `kill-${name}-${Date.now()}`;
    const firstPid = stack.postgrest.pid()!;
    const scenario = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      process.kill(firstPid, 'SIGKILL');
      // Then its watchdog shell: the orphan must be ended and a new PostgREST started.
      const end = Date.now() + 10_000;
      while (
        (stack.postgrest.pid() === null || stack.postgrest.pid() === firstPid) &&
        Date.now() < end
      ) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const secondPid = stack.postgrest.pid()!;
      process.kill(stack.postgrest.shellPid()!, 'SIGKILL');
      while (
        (stack.postgrest.pid() === null || stack.postgrest.pid() === secondPid) &&
        Date.now() < end + 10_000
      ) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
      return secondPid;
    })();
    const started = Date.now();
    const load = await insertLoad(stack.url, 8, scenario, tag);
    const secondPid = await scenario;
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(alive(firstPid)).toBe(false);
    expect(alive(secondPid)).toBe(false);
    // Every request got an answer: 201, or a 503 telling the client to retry.
    expect(load.failures).toEqual([]);
    expect([...load.statuses.keys()].every((status) => status === 201 || status === 503)).toBe(
      true,
    );
    expect(load.acknowledged.length).toBeGreaterThan(5);
    const saved = await savedSubjects(stack.url, tag);
    expect(load.acknowledged.filter((subject) => !saved.has(subject))).toEqual([]);
    const after = await fetch(`${stack.url}/rest/v1/site_settings?select=key&limit=1`, {
      headers: { apikey: ANON_KEY },
    });
    expect(after.status).toBe(200);
  });

  it('a second stack on the same data directory refuses at once and names the running one', async () => {
    const { stack, dataDir } = get();
    const started = Date.now();
    await expect(
      startStack({
        port: 0,
        dataDir,
        log: quiet,
        ...(name === 'postgres15' ? { databaseUrl: pg15.url } : {}),
      }),
    ).rejects.toThrow(
      new RegExp(`another local Supabase stack \\(pid ${process.pid}, ${stack.url}`),
    );
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('a port in use is reported before the database is opened', async () => {
    const { stack } = get();
    const fresh = join(dir, `port-${name}`);
    const started = Date.now();
    await expect(startStack({ port: stack.port, dataDir: fresh, log: quiet })).rejects.toThrow(
      `port ${stack.port} on 127.0.0.1 is already in use`,
    );
    expect(Date.now() - started).toBeLessThan(1000);
    expect(existsSync(join(fresh, 'pgdata'))).toBe(false);
    expect(existsSync(join(fresh, 'stack.lock'))).toBe(false);
  });
});

describe('start-up errors', () => {
  it('bad settings are named with their fix', () => {
    expect(() => configFromEnv({ PORT_SUPABASE: ' ' })).toThrow(
      'PORT_SUPABASE must be a TCP port number (0-65535), got " "',
    );
    expect(() => configFromEnv({ PORT_SUPABASE: '70000' })).toThrow('PORT_SUPABASE');
    expect(() => configFromEnv({ DATABASE_URL: 'base' })).toThrow('DATABASE_URL is not a URL');
    expect(() => configFromEnv({ DATABASE_URL: 'mysql://x@y/z' })).toThrow(
      'DATABASE_URL must start with postgres://',
    );
    expect(() => configFromEnv({ AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: 'lots' })).toThrow(
      'AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS',
    );
  });

  it('a data directory that is a file is refused with a clear message', async () => {
    const file = join(dir, 'not-a-folder');
    writeFileSync(file, 'x');
    await expect(startStack({ port: 0, dataDir: file, log: quiet })).rejects.toThrow(
      /not a folder|SUPABASE_DATA_DIR/,
    );
  });

  it('a stale lock left by a crashed stack is taken over', async () => {
    const dataDir = join(dir, 'stale');
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    });
    const { mkdirSync } = await import('node:fs');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(
      join(dataDir, 'stack.lock'),
      JSON.stringify({ pid: Number(dead.stdout), port: 1, startedAt: 'yesterday' }),
    );
    const stack = await startStack({ port: 0, dataDir, databaseUrl: pg15.url, log: quiet });
    try {
      expect((await fetch(`${stack.url}/auth/v1/health`)).status).toBe(200);
    } finally {
      await stack.stop();
    }
    expect(existsSync(join(dataDir, 'stack.lock'))).toBe(false);
  });

  it('a DATABASE_URL server that accepts and never answers fails the start within seconds', async () => {
    const sockets: Socket[] = [];
    const silent: Server = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const started = Date.now();
    try {
      await expect(
        startStack({
          port: 0,
          dataDir: join(dir, 'silent'),
          databaseUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
          log: quiet,
        }),
      ).rejects.toThrow(
        `the Postgres server at 127.0.0.1:${port} (DATABASE_URL) did not answer within 5 s`,
      );
      expect(Date.now() - started).toBeLessThan(8000);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
    // Nothing was left holding the directory.
    expect(existsSync(join(dir, 'silent', 'stack.lock'))).toBe(false);
  });
});

describe.each(['pglite', 'postgres15'])('a stop under load on %s', (name) => {
  it('drains requests in flight: no client gets an error for a row that was saved', async () => {
    const entry = stacks.find((s) => s.name === name)!;
    const { stack } = entry;
    const tag = `drain-${name}-${Date.now()}`;
    let stopped: Promise<void> = Promise.resolve();
    const stopping = new Promise<void>((resolve) =>
      setTimeout(() => {
        stopped = stack.stop();
        resolve();
      }, 600),
    );
    const load = await insertLoad(stack.url, 10, stopping, tag);
    await stopping;
    await stopped;
    stacks.splice(stacks.indexOf(entry), 1);
    expect(load.acknowledged.length).toBeGreaterThan(0);
    let saved: Set<string>;
    if (name === 'pglite') {
      const db = await openPglite(entry.dataDir);
      try {
        const rows = await db.query(
          'select subject from public.contact_messages where subject like $1',
          [`${tag}-%`],
        );
        saved = new Set(rows.rows.map((row: { subject: string }) => row.subject));
      } finally {
        await db.close();
      }
    } else {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: pg15.url });
      await client.connect();
      const rows = await client.query<{ subject: string }>(
        'select subject from public.contact_messages where subject like $1',
        [`${tag}-%`],
      );
      saved = new Set(rows.rows.map((row) => row.subject));
      await client.end();
    }
    // Acknowledged means saved, and nothing was saved without the client hearing of it: a
    // request that failed (refused after the stop, or sent on a keep-alive connection as the
    // server closed it) was never applied, so a retry cannot duplicate it.
    expect(load.acknowledged.filter((subject) => !saved.has(subject))).toEqual([]);
    expect(load.failedSubjects.filter((subject) => saved.has(subject))).toEqual([]);
    expect(saved.size).toBe(load.acknowledged.length);
  });
});
