// PostgREST's pool of connections on one shared PGlite session (and on PostgreSQL 15): many
// requests at once, of different roles, each see exactly what their own role may see, and every
// acknowledged write is there afterwards. On PGlite this exercises the bridge's lock between
// connections, their prepared-statement namespaces and the BEGIN answered in advance: a role,
// setting or statement leaking from one connection's transaction into another's shows here.
import { ANON_KEY, SERVICE_ROLE_KEY, stacks } from './support';

const NEWS = '/rest/v1/content_management?select=id,status&order=id';

describe.each(stacks())('PostgREST pool on $name', ({ url }) => {
  const anon = { apikey: ANON_KEY };
  const service = { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` };

  const ids = async (headers: Record<string, string>) => {
    const response = await fetch(`${url}${NEWS}`, { headers });
    expect(response.status).toBe(200);
    return ((await response.json()) as { id: string }[]).map((row) => row.id).join(',');
  };

  it('serves concurrent requests of different roles each with its own role', async () => {
    const asAnon = await ids(anon);
    const asService = await ids(service);
    // Drafts and scheduled items are hidden from anon: the two answers differ.
    expect(asService.length).toBeGreaterThan(asAnon.length);
    const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
    const tasks = Array.from({ length: 60 }, (_, i) => {
      if (i % 3 === 0) return ids(anon).then((got) => expect(got).toBe(asAnon));
      if (i % 3 === 1) return ids(service).then((got) => expect(got).toBe(asService));
      // Inserts as the service role: visitors' inserts go through a throttled function now.
      return fetch(`${url}/rest/v1/contact_messages`, {
        method: 'POST',
        headers: { ...service, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
        body: JSON.stringify({
          name: 'Pool',
          email: 'pool@example.com',
          phone: '+223 76 00 00 00',
          subject: `pool ${run} ${i}`,
          message: 'Plusieurs connexions à la fois.',
        }),
      }).then((response) => expect(response.status).toBe(201));
    });
    await Promise.all(tasks);
    const saved = await fetch(
      `${url}/rest/v1/contact_messages?select=subject&subject=like.pool%20${run}*`,
      { headers: service },
    );
    expect(((await saved.json()) as unknown[]).length).toBe(20);
  });

  it('keeps a failed request from affecting the next ones on its connection', async () => {
    const asAnon = await ids(anon);
    // An error inside a transaction (a bad filter value) rolls that transaction back only.
    const tasks = Array.from({ length: 30 }, (_, i) =>
      i % 2 === 0
        ? fetch(`${url}/rest/v1/content_management?select=id&id=eq.not-a-uuid`, {
            headers: anon,
          }).then((response) => expect(response.status).toBe(400))
        : ids(anon).then((got) => expect(got).toBe(asAnon)),
    );
    await Promise.all(tasks);
    expect(await ids(anon)).toBe(asAnon);
  });
});
