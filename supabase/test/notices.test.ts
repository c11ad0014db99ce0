// Urgent notices (public.notices): who reads and writes them, per role through the real
// supabase-js client, and the rules the database keeps whatever the form says: the end after the
// start, one urgent notice at a time, the author and times set by the database, and a sentence in
// the activity log. Every write is checked from outside (service role).
import { REALTIME_SUBSCRIBE_STATES } from '@supabase/supabase-js';
import {
  client,
  clientsByRole,
  serviceClient,
  sleep,
  stacks,
  type Client,
  type Role,
} from './support';

const ROLES: Role[] = ['anon', 'student', 'teacher', 'admin', 'super_admin'];
const ADMINS: Role[] = ['admin', 'super_admin'];
const HOUR = 3_600_000;

/**
 * Far-future periods of their own for each test, so the one-urgent-at-a-time rule never sees
 * another test's notice (or another run's: the stacks keep their data only for the run).
 */
let slot = Math.floor(Math.random() * 1000);
const period = (hours = 24) => {
  slot += 1;
  const start = Date.UTC(2200, 0, 1) + slot * 30 * 24 * HOUR;
  return {
    starts_at: new Date(start).toISOString(),
    ends_at: new Date(start + hours * HOUR).toISOString(),
  };
};

describe.each(stacks())('notices on $name', ({ url }) => {
  let clients: Record<Role, Client>;
  const service = serviceClient(url);

  const newNotice = async (values: {
    starts_at: string;
    ends_at: string;
    level?: string;
    text_fr?: string;
  }) => {
    const { data, error } = await service
      .from('notices')
      .insert({ text_fr: 'Avis de test', ...values })
      .select('id')
      .single();
    if (error) throw new Error(error.message);
    return data.id;
  };
  const running = () =>
    newNotice({
      starts_at: new Date(Date.now() - HOUR).toISOString(),
      ends_at: new Date(Date.now() + HOUR).toISOString(),
    });
  const found = async (c: Client, id: number) =>
    ((await c.from('notices').select('id').eq('id', id)).data ?? []).length === 1;
  const exists = (id: number) => found(service, id);

  beforeAll(async () => {
    clients = await clientsByRole(url);
  });

  const cases: {
    name: string;
    allowed: Role[];
    attempt: (c: Client, role: Role) => Promise<boolean>;
  }[] = [
    {
      name: 'select a running notice',
      allowed: ROLES,
      attempt: async (c) => found(c, await running()),
    },
    {
      name: 'select a notice that has not started',
      allowed: ADMINS,
      attempt: async (c) => found(c, await newNotice(period())),
    },
    {
      name: 'select a notice that has ended',
      allowed: ADMINS,
      attempt: async (c) =>
        found(
          c,
          await newNotice({
            starts_at: new Date(Date.now() - 2 * HOUR).toISOString(),
            ends_at: new Date(Date.now() - HOUR).toISOString(),
          }),
        ),
    },
    {
      name: 'insert',
      allowed: ADMINS,
      attempt: async (c, role) => {
        const text_fr = `Créé par ${role} ${Math.random()}`;
        await c.from('notices').insert({ text_fr, ...period() });
        return (
          ((await service.from('notices').select('id').eq('text_fr', text_fr)).data ?? [])
            .length === 1
        );
      },
    },
    {
      name: 'update',
      allowed: ADMINS,
      attempt: async (c, role) => {
        const id = await running();
        await c
          .from('notices')
          .update({ text_fr: `Changé par ${role}` })
          .eq('id', id);
        const row = await service.from('notices').select('text_fr').eq('id', id).single();
        return row.data!.text_fr === `Changé par ${role}`;
      },
    },
    {
      name: 'delete',
      allowed: ADMINS,
      attempt: async (c) => {
        const id = await running();
        await c.from('notices').delete().eq('id', id);
        return !(await exists(id));
      },
    },
  ];

  describe.each(cases)('$name', ({ allowed, attempt }) => {
    it.each(ROLES)('%s', async (role) => {
      expect(await attempt(clients[role], role)).toBe(allowed.includes(role));
    });
  });

  it('refuses an end before (or at) the start, naming the rule the form explains', async () => {
    const { starts_at } = period();
    for (const ends_at of [new Date(Date.parse(starts_at) - HOUR).toISOString(), starts_at]) {
      const { error } = await clients.admin
        .from('notices')
        .insert({ text_fr: 'À l’envers', starts_at, ends_at });
      expect(error?.code).toBe('23514');
      expect(error?.message).toContain('notices_end_after_start');
    }
    const id = await newNotice(period());
    const moved = await clients.admin
      .from('notices')
      .update({ ends_at: '2000-01-01T00:00:00Z' })
      .eq('id', id);
    expect(moved.error?.code).toBe('23514');
    const row = await service.from('notices').select('ends_at').eq('id', id).single();
    expect(Date.parse(row.data!.ends_at)).toBeGreaterThan(Date.UTC(2100, 0, 1));
  });

  it('refuses a second urgent notice running at the same time, not one after it', async () => {
    const first = period(24);
    await newNotice({ ...first, level: 'urgent' });
    const start = Date.parse(first.starts_at);
    const overlapping = {
      starts_at: new Date(start + 12 * HOUR).toISOString(),
      ends_at: new Date(start + 36 * HOUR).toISOString(),
    };
    const second = await clients.admin
      .from('notices')
      .insert({ text_fr: 'Deuxième urgence', level: 'urgent', ...overlapping });
    expect(second.error?.code).toBe('23P01');
    expect(second.error?.message).toContain('notices_one_urgent_at_a_time');
    // Another level may run beside it, and the next urgent one may start when it ends.
    const important = await clients.admin
      .from('notices')
      .insert({ text_fr: 'Important', level: 'important', ...overlapping });
    expect(important.error).toBeNull();
    const next = await clients.admin.from('notices').insert({
      text_fr: 'Urgence suivante',
      level: 'urgent',
      starts_at: first.ends_at,
      ends_at: new Date(Date.parse(first.ends_at) + HOUR).toISOString(),
    });
    expect(next.error).toBeNull();
    // Turning an overlapping notice urgent is the same second urgent notice.
    const other = await newNotice({ ...overlapping, level: 'information' });
    const raised = await clients.admin.from('notices').update({ level: 'urgent' }).eq('id', other);
    expect(raised.error?.code).toBe('23P01');
  });

  it('refuses an unknown level and an empty French text', async () => {
    const level = await clients.admin
      .from('notices')
      .insert({ text_fr: 'Niveau', level: 'panic', ...period() });
    expect(level.error?.code).toBe('23514');
    const empty = await clients.admin.from('notices').insert({ text_fr: '   ', ...period() });
    expect(empty.error?.code).toBe('23514');
  });

  it('keeps an empty translation as none, and sets the author and times itself', async () => {
    const { data: user } = await clients.admin.auth.getUser();
    const created = await clients.admin
      .from('notices')
      .insert({ text_fr: ' École fermée ', text_ar: '  ', text_en: 'School closed', ...period() })
      .select('id')
      .single();
    expect(created.error).toBeNull();
    const row = await service
      .from('notices')
      .select('text_fr, text_ar, text_en, created_by')
      .eq('id', created.data!.id)
      .single();
    expect(row.data).toEqual({
      text_fr: 'École fermée',
      text_ar: null,
      text_en: 'School closed',
      created_by: user.user!.id,
    });
    // The author is not the client's to choose.
    const spoofed = await clients.admin
      .from('notices')
      .insert({ text_fr: 'Usurpé', created_by: user.user!.id, ...period() } as never);
    expect(spoofed.error?.code).toBe('42501');
  });

  it('writes a sentence of who published, edited and deleted which notice', async () => {
    const { data: user } = await clients.admin.auth.getUser();
    const text = `École fermée demain ${Math.random()}`;
    const created = await clients.admin
      .from('notices')
      .insert({ text_fr: text, level: 'important', ...period() })
      .select('id')
      .single();
    const id = created.data!.id;
    await clients.admin.from('notices').update({ text_en: 'School closed' }).eq('id', id);
    await clients.admin.from('notices').delete().eq('id', id);
    const log = await clients.admin
      .from('activity_log')
      .select('actor, action, entity, details')
      .eq('entity', 'notices')
      .eq('entity_id', String(id))
      .order('id');
    expect(log.data!.map((entry) => entry.action)).toEqual(['publish', 'update', 'delete']);
    expect(log.data![0]).toMatchObject({
      actor: user.user!.id,
      details: { title: text, level: 'important' },
    });
  });

  // The prerender service hears notices from the change feed (with the service key), and a
  // visitor's client may follow the running ones: both get the change within moments.
  it('reaches a service-role subscriber and a visitor through Realtime', async () => {
    const follow = (c: Client, name: string) => {
      // Each change with its row's id (a delete carries the old row's key): other tests' notices
      // may be heard too.
      const events: { type: string; id: unknown }[] = [];
      const channel = c
        .channel(name)
        .on('postgres_changes', { event: '*', schema: 'public', table: 'notices' }, (change) => {
          const row = (change.eventType === 'DELETE' ? change.old : change.new) as { id?: unknown };
          events.push({ type: change.eventType, id: row.id });
        });
      const ready = new Promise<void>((resolve, reject) => {
        channel.subscribe((status, error) => {
          if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) resolve();
          else if (status !== REALTIME_SUBSCRIBE_STATES.CLOSED) reject(error ?? new Error(status));
        });
      });
      return { channel, events, ready };
    };
    const visitor = client(url);
    const server = follow(service, `notices-service-${Date.now()}`);
    const anyone = follow(visitor, `notices-anon-${Date.now()}`);
    try {
      await Promise.all([server.ready, anyone.ready]);
      const id = await running();
      await clients.admin.from('notices').update({ text_en: 'School closed' }).eq('id', id);
      await clients.admin.from('notices').delete().eq('id', id);
      const heard = async (events: { type: string; id: unknown }[]) => {
        const mine = () => events.filter((event) => event.id === id).map((event) => event.type);
        const end = Date.now() + 10_000;
        while (mine().length < 3 && Date.now() < end) await sleep(20);
        // Each change is delivered once its reader's right to it is checked: not always in order.
        return mine().sort();
      };
      expect(await heard(server.events)).toEqual(['DELETE', 'INSERT', 'UPDATE']);
      expect(await heard(anyone.events)).toEqual(['DELETE', 'INSERT', 'UPDATE']);
    } finally {
      await service.removeChannel(server.channel);
      await visitor.removeChannel(anyone.channel);
    }
  });
});
