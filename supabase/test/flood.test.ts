// Floods bury real messages: one anonymous client stored 13,600 contact messages
// in 10 s through array inserts and the inbox lost a parent's message. Visitors now write one
// row at a time through throttled functions, and admins page, mark and delete every message.
// The stacks run the real default limits (global-setup.ts sets no factor); each client here has
// its own address through X-Forwarded-For (the test stacks trust loopback as a proxy).
import {
  ANON_KEY,
  client,
  clientsByRole,
  fakeClientAddress,
  serviceClient,
  stacks,
  uniqueEmail,
  type Client,
  type Role,
} from './support';

const ROLES: Role[] = ['anon', 'student', 'teacher', 'admin', 'super_admin'];
const ADMINS: Role[] = ['admin', 'super_admin'];

const contact = (email: string, subject = `Question ${Math.random()}`) => ({
  name: 'Awa Traoré',
  email,
  phone: '+223 76 00 00 00',
  subject,
  message: 'Bonjour, je souhaite inscrire ma fille en sixième.',
});

describe.each(stacks())('floods on $name', ({ url }) => {
  const service = serviceClient(url);
  let clients: Record<Role, Client>;

  beforeAll(async () => {
    clients = await clientsByRole(url);
  });

  const stored = async (subject: string) =>
    ((await service.from('contact_messages').select('id').eq('subject', subject)).data ?? [])
      .length;

  /** Rows as the service role, in the inbox's order, so the tests know what an admin must see. */
  const fixtures = async (count: number, tag: string, createdAt?: (i: number) => string) => {
    const { data, error } = await service
      .from('contact_messages')
      .insert(
        Array.from({ length: count }, (_, i) => ({
          ...contact(`fixture@test.example`, `${tag} ${i}`),
          ...(createdAt ? { created_at: createdAt(i) } : {}),
        })),
      )
      .select('id');
    if (error) throw new Error(error.message);
    return data.map((row) => row.id);
  };

  it('refuses array and direct inserts from anonymous and signed-in clients', async () => {
    const tag = `array ${Math.random()}`;
    const rows = Array.from({ length: 25 }, (_, i) => contact(uniqueEmail('arr'), `${tag} ${i}`));
    const anonymous = await fetch(`${url}/rest/v1/contact_messages`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify(rows),
    });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: '42501' });
    const signedIn = await clients.student.from('contact_messages').insert(rows);
    expect(signedIn.error?.code).toBe('42501');
    const admin = await clients.admin.from('contact_messages').insert(rows[0]!);
    expect(admin.error?.code).toBe('42501');
    const saved = await service.from('contact_messages').select('id').like('subject', `${tag}%`);
    expect(saved.data).toEqual([]);
  });

  it('stores one row per call, even when the function is sent an array', async () => {
    const tag = `fn-array ${Math.random()}`;
    const rows = [0, 1, 2].map((i) => contact(uniqueEmail('fa'), `${tag} ${i}`));
    await fetch(`${url}/rest/v1/rpc/send_contact_message`, {
      method: 'POST',
      headers: {
        apikey: ANON_KEY,
        'Content-Type': 'application/json',
        'X-Forwarded-For': fakeClientAddress(),
      },
      body: JSON.stringify(rows),
    });
    const saved = await service.from('contact_messages').select('id').like('subject', `${tag}%`);
    expect((saved.data ?? []).length).toBeLessThanOrEqual(1);
  });

  it('checks lengths in the database: the form minimums and the maxima', async () => {
    const anon = client(url);
    const good = contact(uniqueEmail('len'));
    const cases: Record<string, Partial<typeof good>> = {
      'name too short': { name: 'A' },
      'name too long': { name: 'A'.repeat(101) },
      'phone too short': { phone: '1234567' },
      'phone too long': { phone: '1'.repeat(31) },
      'subject too short': { subject: 'Hi  ' },
      'subject too long': { subject: 'S'.repeat(151) },
      'message too short': { message: 'Trop court.' },
      'message too long': { message: 'M'.repeat(4001) },
      'not an e-mail address': { email: 'not-an-address' },
    };
    for (const [label, change] of Object.entries(cases)) {
      const subject = change.subject ?? `len ${label} ${Math.random()}`;
      const { error } = await anon.rpc('send_contact_message', { ...good, subject, ...change });
      expect({ label, code: error?.code }).toEqual({ label, code: '22023' });
      if (!change.subject) expect(await stored(subject)).toBe(0);
    }
    // The limits themselves pass (spaces around a value do not count).
    const edge = {
      name: ' Al ',
      email: good.email,
      phone: '12345678',
      subject: `S${Math.random()}`.slice(0, 12).padEnd(150, 's'),
      message: 'M'.repeat(4000),
    };
    const accepted = await anon.rpc('send_contact_message', edge);
    expect(accepted.error).toBeNull();
    expect(await stored(edge.subject)).toBe(1);
  });

  it('drops what the honeypot caught, with the answer a person gets', async () => {
    const anon = client(url);
    const caught = contact(uniqueEmail('bot'));
    const robot = await anon.rpc('send_contact_message', { ...caught, website: 'http://spam' });
    expect(robot.error).toBeNull();
    expect(robot.status).toBe(204);
    expect(await stored(caught.subject)).toBe(0);
    // An empty honeypot is a person.
    const person = contact(uniqueEmail('person'));
    const sent = await anon.rpc('send_contact_message', { ...person, website: '' });
    expect(sent.error).toBeNull();
    expect(await stored(person.subject)).toBe(1);
  });

  it('a flood from one client is cut at the default 5 a minute; a parent elsewhere still gets through and is found', async () => {
    const flooder = fakeClientAddress();
    const send = (body: Record<string, unknown>, address: string) =>
      fetch(`${url}/rest/v1/rpc/send_contact_message`, {
        method: 'POST',
        headers: {
          apikey: ANON_KEY,
          'Content-Type': 'application/json',
          'X-Forwarded-For': address,
        },
        body: JSON.stringify(body),
      });
    const tag = `flood ${Math.random()}`;
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const response = await send(contact(uniqueEmail('flood'), `${tag} ${i}`), flooder);
      statuses.push(response.status);
      if (response.status === 429) {
        const retry = Number(response.headers.get('retry-after'));
        expect(retry).toBeGreaterThanOrEqual(1);
        expect(retry).toBeLessThanOrEqual(60);
        expect(await response.json()).toMatchObject({ code: 'rate_limited' });
      } else await response.arrayBuffer();
    }
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429, 429]);
    const flooded = await service.from('contact_messages').select('id').like('subject', `${tag}%`);
    expect(flooded.data).toHaveLength(5);
    // Prepending a made-up address does not help: the trusted proxy's own entry (the last)
    // names the client.
    const forged = await send(contact(uniqueEmail('forged')), `10.9.9.9, ${flooder}`);
    expect(forged.status).toBe(429);
    await forged.arrayBuffer();

    const parent = contact(uniqueEmail('parent'), `Parent ${Math.random()}`);
    const sent = await send(parent, fakeClientAddress());
    expect(sent.status).toBe(204);
    // The admin finds it among the new messages, however many came in before.
    const found = await clients.admin
      .from('contact_messages')
      .select('id, subject', { count: 'exact' })
      .is('handled_at', null)
      .eq('subject', parent.subject);
    expect(found.data).toHaveLength(1);
  });

  it('one e-mail address is limited across clients: 2 messages a minute', async () => {
    const email = uniqueEmail('same');
    const results = [];
    for (let i = 0; i < 3; i += 1) {
      results.push((await client(url).rpc('send_contact_message', contact(email))).error?.code);
    }
    expect(results).toEqual([undefined, undefined, 'rate_limited']);
    // Another address from the same kind of client is not affected.
    const other = await client(url).rpc('send_contact_message', contact(uniqueEmail('other')));
    expect(other.error).toBeNull();
  });

  it('newsletter sign-ups are limited per client (5 a minute) and per address (2 a minute)', async () => {
    const address = fakeClientAddress();
    const visitor = client(url, ANON_KEY, address);
    const codes = [];
    for (let i = 0; i < 6; i += 1) {
      codes.push(
        (await visitor.rpc('subscribe_newsletter', { email: uniqueEmail('nl') })).error?.code,
      );
    }
    expect(codes).toEqual([undefined, undefined, undefined, undefined, undefined, 'rate_limited']);
    const email = uniqueEmail('nl-same');
    const perAddress = [];
    for (let i = 0; i < 3; i += 1) {
      perAddress.push((await client(url).rpc('subscribe_newsletter', { email })).error?.code);
    }
    expect(perAddress).toEqual([undefined, undefined, 'rate_limited']);
    // The limit counts attempts, not subscribers: a refusal says nothing about the list.
    const rows = await service.from('newsletter_subscribers').select('id').ilike('email', email);
    expect(rows.data).toHaveLength(1);
  });

  it('pages of 25, newest first, reach the oldest message exactly once', async () => {
    const tag = `paging ${Math.random()}`;
    // The oldest message of all, and enough newer ones for several pages.
    const [oldest] = await fixtures(1, `${tag} oldest`, () => '2001-01-01T08:00:00Z');
    await fixtures(30, tag);
    const pageSize = 25;
    const seen: string[] = [];
    let total = Number.POSITIVE_INFINITY;
    for (let page = 0; page * pageSize < total; page += 1) {
      const { data, count, error } = await clients.admin
        .from('contact_messages')
        .select('id, created_at', { count: 'exact' })
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
        .range(page * pageSize, page * pageSize + pageSize - 1);
      expect(error).toBeNull();
      total = count!;
      seen.push(...data!.map((row) => row.id));
    }
    expect(total).toBeGreaterThan(pageSize);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect(seen.at(-1)).toBe(oldest);
  });

  it('admins mark handled and delete in bulk; nobody else changes anything', async () => {
    const unread = async () =>
      (
        await service
          .from('contact_messages')
          .select('*', { count: 'exact', head: true })
          .is('handled_at', null)
      ).count!;
    for (const role of ROLES) {
      const ids = await fixtures(3, `bulk ${role} ${Math.random()}`);
      const before = await unread();
      await clients[role]
        .from('contact_messages')
        .update({ handled_at: new Date().toISOString() })
        .in('id', ids);
      const marked = await service.from('contact_messages').select('handled_at').in('id', ids);
      const handled = (marked.data ?? []).filter((row) => row.handled_at !== null).length;
      const allowed = ADMINS.includes(role);
      expect({ role, handled }).toEqual({ role, handled: allowed ? 3 : 0 });
      // The badge's count moves by exactly what was marked.
      expect(await unread()).toBe(before - (allowed ? 3 : 0));

      await clients[role].from('contact_messages').delete().in('id', ids);
      const left = await service.from('contact_messages').select('id').in('id', ids);
      expect({ role, left: left.data?.length }).toEqual({ role, left: allowed ? 0 : 3 });
    }
  });
});
