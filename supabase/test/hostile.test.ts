// Hostile input from someone holding only the public anon key: each request gets its service's
// 4xx JSON error, never a crash, a hang, a server path or a leak, and the stack still answers.
import WebSocket from 'ws';
import {
  ANON_KEY,
  DEMO_ADMIN,
  client,
  PASSWORD,
  serviceClient,
  signedIn,
  stacks,
  uniqueEmail,
} from './support';

const json = { apikey: ANON_KEY, 'Content-Type': 'application/json' };
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

async function stillAnswers(url: string) {
  const rest = await fetch(`${url}/rest/v1/site_settings?select=key&limit=1`, {
    headers: { apikey: ANON_KEY },
  });
  expect(rest.status).toBe(200);
  const health = await fetch(`${url}/auth/v1/health`);
  expect(health.status).toBe(200);
}

function openSocket(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ socket: WebSocket | null; status: number }>((resolve) => {
    const socket = new WebSocket(
      `${url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${ANON_KEY}&vsn=2.0.0`,
      { headers },
    );
    socket.on('unexpected-response', (_req, res) =>
      resolve({ socket: null, status: res.statusCode ?? 0 }),
    );
    socket.on('open', () => resolve({ socket, status: 101 }));
    socket.on('error', () => undefined);
  });
}

describe.each(stacks())('hostile input on $name', ({ url }) => {
  it('realtime: a frame with a non-string topic or ref is ignored and the process lives on', async () => {
    const { socket } = await openSocket(url);
    const ws = socket!;
    ws.send(JSON.stringify(['1', '1', 42, 'phx_join', { access_token: 'not-a-jwt' }]));
    ws.send(JSON.stringify(['1', '1', { a: 1 }, 'phx_join', {}]));
    ws.send(JSON.stringify([1, 2, 'realtime:x', 'phx_join', {}]));
    ws.send(JSON.stringify(['1', '1', 'realtime:x', 7, {}]));
    const reply = new Promise<unknown>((resolve) =>
      ws.once('message', (data: Buffer) => resolve(JSON.parse(data.toString()))),
    );
    ws.send(JSON.stringify([null, '9', 'phoenix', 'heartbeat', {}]));
    expect(await reply).toEqual([
      null,
      '9',
      'phoenix',
      'phx_reply',
      { status: 'ok', response: {} },
    ]);
    ws.close();
    await stillAnswers(url);
  });

  it("realtime: a page from another origin cannot open the socket; this machine's pages can", async () => {
    expect((await openSocket(url, { Origin: 'https://evil.example' })).status).toBe(403);
    const local = await openSocket(url, { Origin: 'http://localhost:3000' });
    expect(local.status).toBe(101);
    local.socket!.close();
  });

  it('deeply nested JSON bodies and queries are refused before PostgREST and the database', async () => {
    const body = nested(6000);
    const insert = await fetch(`${url}/rest/v1/newsletter_subscribers`, {
      method: 'POST',
      headers: json,
      body,
    });
    expect(insert.status).toBe(400);
    expect(await insert.json()).toMatchObject({ code: 'PGRST102', hint: null, details: null });
    const rpc = await fetch(`${url}/rest/v1/rpc/slugify`, {
      method: 'POST',
      headers: json,
      body: `{"value":${body}}`,
    });
    expect(rpc.status).toBe(400);
    const query = await fetch(
      `${url}/rest/v1/content_management?select=id&or=${'('.repeat(3000)}id.eq.1${')'.repeat(3000)}`,
      {
        headers: { apikey: ANON_KEY },
      },
    );
    expect(query.status).toBe(400);
    expect(await query.json()).toMatchObject({ code: 'PGRST100' });
    // Reasonable nesting still goes through.
    const fine = await fetch(`${url}/rest/v1/rpc/slugify`, {
      method: 'POST',
      headers: json,
      body: '{"value":"Élèves de 6e"}',
    });
    expect(fine.status).toBe(200);
    await stillAnswers(url);
  });

  it('an oversize /rest/v1 body gets 413 at once', async () => {
    const started = Date.now();
    const big = JSON.stringify({ email: `${'a'.repeat(3 * 1024 * 1024)}@x.example` });
    const response = await fetch(`${url}/rest/v1/newsletter_subscribers`, {
      method: 'POST',
      headers: json,
      body: big,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ message: 'Request body too large' });
    expect(Date.now() - started).toBeLessThan(5000);
    await stillAnswers(url);
  });

  it('storage: a key and a folder of the same name coexist, and every download works', async () => {
    const admin = await signedIn(url, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const bucket = admin.storage.from('content-images');
    const base = `collide-${Date.now()}`;
    const png = (byte: number) =>
      new Blob([new Uint8Array([137, 80, 78, 71, byte])], { type: 'image/png' });
    expect((await bucket.upload(`${base}/a.png`, png(1))).error).toBeNull();
    expect((await bucket.upload(base, png(2))).error).toBeNull();
    const deep = await fetch(`${url}/storage/v1/object/public/content-images/${base}/a.png`);
    expect([...new Uint8Array(await deep.arrayBuffer())].at(-1)).toBe(1);
    const flat = await fetch(`${url}/storage/v1/object/public/content-images/${base}`);
    expect(flat.status).toBe(200);
    expect([...new Uint8Array(await flat.arrayBuffer())].at(-1)).toBe(2);
    // Replace, delete, upload again: the row and its bytes stay together.
    expect((await bucket.upload(base, png(3), { upsert: true })).error).toBeNull();
    const replaced = await fetch(`${url}/storage/v1/object/public/content-images/${base}`);
    expect([...new Uint8Array(await replaced.arrayBuffer())].at(-1)).toBe(3);
    expect((await bucket.remove([`${base}/a.png`, base])).error).toBeNull();
    const gone = await fetch(`${url}/storage/v1/object/public/content-images/${base}`);
    expect(gone.status).toBe(400);
    const text = await gone.text();
    expect(text).not.toMatch(/\/tmp|\/work|school-stack|\.data/);
    await stillAnswers(url);
  });

  it('auth: NUL bytes and deep nesting get 400, not a database error', async () => {
    const post = (path: string, body: string) =>
      fetch(`${url}/auth/v1${path}`, { method: 'POST', headers: json, body });
    const nulEmail = await post(
      '/signup',
      JSON.stringify({ email: 'a\u0000b@x.example', password: PASSWORD }),
    );
    expect(nulEmail.status).toBe(400);
    expect(await nulEmail.json()).toMatchObject({ code: 'validation_failed' });
    const nulToken = await post(
      '/token?grant_type=refresh_token',
      JSON.stringify({ refresh_token: 'abc\u0000' }),
    );
    expect(nulToken.status).toBe(400);
    const nulMeta = await post(
      '/signup',
      JSON.stringify({ email: uniqueEmail('nul'), password: PASSWORD, data: { 'k\u0000': 1 } }),
    );
    expect(nulMeta.status).toBe(400);
    const deep = await post(
      '/signup',
      `{"email":"${uniqueEmail('deep')}","password":"${PASSWORD}","data":{"x":${nested(5000)}}}`,
    );
    expect(deep.status).toBe(400);
    expect(await deep.json()).toMatchObject({ code: 'bad_json' });
    await stillAnswers(url);
  });

  it('newsletter: a new and a known address get the same answer; the table takes no direct insert', async () => {
    const anon = client(url);
    const email = uniqueEmail('oracle');
    const call = (address: string) =>
      fetch(`${url}/rest/v1/rpc/subscribe_newsletter`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: address }),
      });
    const first = await call(email);
    const again = await call(email.toUpperCase());
    expect(first.status).toBe(204);
    expect(again.status).toBe(first.status);
    expect(await again.text()).toBe(await first.text());
    const rows = await serviceClient(url)
      .from('newsletter_subscribers')
      .select('email')
      .ilike('email', email);
    expect(rows.data).toHaveLength(1);
    const direct = await anon
      .from('newsletter_subscribers')
      .insert({ email: uniqueEmail('direct') });
    expect(direct.error?.code).toBe('42501');
    const invalid = await anon.rpc('subscribe_newsletter', { email: 'not-an-email' });
    expect(invalid.error?.code).toBe('23514');
  });

  it("a password change ends the user's other sessions and keeps this one", async () => {
    const email = uniqueEmail('pwchange');
    const first = client(url);
    expect((await first.auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    const thief = await signedIn(url, email, PASSWORD);
    const stolen = (await thief.auth.getSession()).data.session!.refresh_token;
    expect((await first.auth.updateUser({ password: 'a-new-password-77' })).error).toBeNull();
    const refresh = await fetch(`${url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ refresh_token: stolen }),
    });
    expect(refresh.status).toBe(400);
    expect(await refresh.json()).toMatchObject({ code: 'refresh_token_not_found' });
    expect((await thief.auth.getUser()).error).not.toBeNull();
    expect((await first.auth.getUser()).data.user?.email).toBe(email);
    expect((await first.auth.refreshSession()).error).toBeNull();
  });
});

// The backstop for whatever runs long. The gateway refuses the runaway regular expression these
// tests need (expensive-reads.test.ts), so they send it to PostgREST itself, as the anon role.
const RUNAWAY = `/content_management?select=id&content=match.${encodeURIComponent('(.*)(.*)(.*)(.*)(.*)(.*)(.*)\\7\\6\\5\\4\\3\\2\\1x')}`;
const asAnon = { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}` };

describe('statement timeouts', () => {
  it('an anonymous runaway query on PostgreSQL 15 is stopped by the 3 s statement timeout', async () => {
    const { url, restUrl } = stacks().find((stack) => stack.name === 'postgres15')!;
    const started = Date.now();
    const response = await fetch(`${restUrl}${RUNAWAY}`, { headers: asAnon });
    const elapsed = Date.now() - started;
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ code: '57014' });
    expect(elapsed).toBeGreaterThan(2500);
    expect(elapsed).toBeLessThan(6000);
    await stillAnswers(url);
  });

  it('on PGlite a runaway anonymous query ends within seconds, and nothing else waits for it', async () => {
    const { url, restUrl } = stacks().find((stack) => stack.name === 'pglite')!;
    const started = Date.now();
    const slow = fetch(`${restUrl}${RUNAWAY}`, { headers: asAnon });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const healthStarted = Date.now();
    expect((await fetch(`${url}/auth/v1/health`)).status).toBe(200);
    expect(Date.now() - healthStarted).toBeLessThan(500);
    const response = await slow;
    // PGlite cannot cancel a statement: its thread is ended at the deadline and the database
    // reopened, so PostgREST reports the lost connection rather than Postgres' 57014.
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ code: 'PGRST001' });
    expect(Date.now() - started).toBeLessThan(6000);
    let status = 0;
    const end = Date.now() + 15_000;
    while (status !== 200 && Date.now() < end) {
      status = (
        await fetch(`${url}/rest/v1/site_settings?select=key&limit=1`, {
          headers: { apikey: ANON_KEY },
        })
      ).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(200);
  });
});
