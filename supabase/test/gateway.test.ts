// Bad input gets each service's own error answer, never a crash or a hang.
import WebSocket from 'ws';
import { ANON_KEY, DEMO_ADMIN, signedIn, stacks } from './support';

const json = { apikey: ANON_KEY, 'Content-Type': 'application/json' };

describe.each(stacks())('bad input on $name', ({ url }) => {
  it("unknown routes get the gateway's 404", async () => {
    const response = await fetch(`${url}/nope/v1/anything`, { headers: { apikey: ANON_KEY } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'no Route matched with those values' });
    const unknownAuth = await fetch(`${url}/auth/v1/nope`, { headers: { apikey: ANON_KEY } });
    expect(unknownAuth.status).toBe(404);
    const unknownTable = await fetch(`${url}/rest/v1/no_such_table`, {
      headers: { apikey: ANON_KEY },
    });
    expect(unknownTable.status).toBe(404);
    // PostgREST 12.0 reports an unknown relation with Postgres' own code.
    expect(await unknownTable.json()).toMatchObject({ code: '42P01' });
  });

  it('a missing or wrong API key is refused', async () => {
    const missing = await fetch(`${url}/rest/v1/content_management`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ message: 'No API key found in request' });
    const wrong = await fetch(`${url}/rest/v1/content_management`, {
      headers: { apikey: 'wrong' },
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: 'Invalid authentication credentials' });
  });

  it("malformed JSON gets each service's error", async () => {
    const auth = await fetch(`${url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: json,
      body: '{"email":',
    });
    expect(auth.status).toBe(400);
    expect(await auth.json()).toMatchObject({ code: 'bad_json' });
    const rest = await fetch(`${url}/rest/v1/contact_messages`, {
      method: 'POST',
      headers: json,
      body: '{"name":',
    });
    expect(rest.status).toBe(400);
    expect(await rest.json()).toMatchObject({ code: 'PGRST102' });
    const storage = await fetch(`${url}/storage/v1/object/list/content-images`, {
      method: 'POST',
      headers: json,
      body: '[',
    });
    expect(storage.status).toBe(400);
  });

  it('oversize bodies are refused', async () => {
    const big = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) });
    const auth = await fetch(`${url}/auth/v1/signup`, { method: 'POST', headers: json, body: big });
    expect(auth.status).toBe(413);
    const admin = await signedIn(url, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const tooBig = new Uint8Array(5 * 1024 * 1024 + 1);
    const upload = await admin.storage
      .from('content-images')
      .upload(`big-${Date.now()}.png`, new Blob([tooBig], { type: 'image/png' }));
    expect(upload.error).not.toBeNull();
    expect((upload.error as unknown as { statusCode: string }).statusCode).toBe('413');
    const svg = await admin.storage
      .from('content-images')
      .upload(`x-${Date.now()}.svg`, new Blob(['<svg/>'], { type: 'image/svg+xml' }));
    expect((svg.error as unknown as { statusCode: string }).statusCode).toBe('415');
  });

  it('storage: missing objects, bad keys and private reads', async () => {
    const missing = await fetch(`${url}/storage/v1/object/public/content-images/none.png`);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ statusCode: '404', error: 'not_found' });
    const traversal = await fetch(
      `${url}/storage/v1/object/public/content-images/a/..%2F..%2Fetc/passwd`,
    );
    expect(traversal.status).toBe(400);
    const noBucket = await fetch(`${url}/storage/v1/object/public/nope/x.png`);
    expect(noBucket.status).toBe(400);
  });

  it('realtime: a bad API key cannot open the socket, garbage frames are ignored, heartbeats answered', async () => {
    const refused = await new Promise<number>((resolve) => {
      const socket = new WebSocket(
        `${url.replace('http', 'ws')}/realtime/v1/websocket?apikey=bad&vsn=2.0.0`,
      );
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.on('open', () => resolve(101));
      socket.on('error', () => undefined);
    });
    expect(refused).toBe(403);

    const socket = new WebSocket(
      `${url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${ANON_KEY}&vsn=2.0.0`,
    );
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send('not json');
    socket.send(JSON.stringify({ an: 'object' }));
    const reply = new Promise<unknown>((resolve) =>
      socket.once('message', (data: Buffer) => resolve(JSON.parse(data.toString()))),
    );
    socket.send(JSON.stringify([null, '1', 'phoenix', 'heartbeat', {}]));
    expect(await reply).toEqual([
      null,
      '1',
      'phoenix',
      'phx_reply',
      { status: 'ok', response: {} },
    ]);
    socket.close();
  });

  it('still answers after all of the above', async () => {
    const response = await fetch(`${url}/rest/v1/site_settings?select=key&limit=1`, {
      headers: { apikey: ANON_KEY },
    });
    expect(response.status).toBe(200);
  });
});
