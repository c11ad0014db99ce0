// The school calendar (public.events): who reads and writes events, per role through the real
// supabase-js client, and the rules the database keeps whatever the form says: the end after the
// start, whole days from midnight to midnight, known levels in one spelling, the author and times
// set by the database, and a sentence in the activity log. Every write is checked from outside
// (service role).
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
const DAY = 24 * HOUR;

const when = (days = 10, hours = 2) => {
  const start = Date.UTC(2031, 2, 1, 9) + days * DAY;
  return {
    starts_at: new Date(start).toISOString(),
    ends_at: new Date(start + hours * HOUR).toISOString(),
  };
};

describe.each(stacks())('events on $name', ({ url }) => {
  let clients: Record<Role, Client>;
  const service = serviceClient(url);

  const newEvent = async (values: { published?: boolean; title_fr?: string } = {}) => {
    const { data, error } = await service
      .from('events')
      .insert({ title_fr: 'Événement de test', ...when(), ...values })
      .select('id')
      .single();
    if (error) throw new Error(error.message);
    return data.id;
  };
  const found = async (c: Client, id: number) =>
    ((await c.from('events').select('id').eq('id', id)).data ?? []).length === 1;

  beforeAll(async () => {
    clients = await clientsByRole(url);
  });

  const cases: {
    name: string;
    allowed: Role[];
    attempt: (c: Client, role: Role) => Promise<boolean>;
  }[] = [
    {
      name: 'select a published event',
      allowed: ROLES,
      attempt: async (c) => found(c, await newEvent()),
    },
    {
      name: 'select an unpublished event',
      allowed: ADMINS,
      attempt: async (c) => found(c, await newEvent({ published: false })),
    },
    {
      name: 'insert',
      allowed: ADMINS,
      attempt: async (c, role) => {
        const title_fr = `Créé par ${role} ${Math.random()}`;
        await c.from('events').insert({ title_fr, ...when() });
        return (
          ((await service.from('events').select('id').eq('title_fr', title_fr)).data ?? [])
            .length === 1
        );
      },
    },
    {
      name: 'update',
      allowed: ADMINS,
      attempt: async (c, role) => {
        const id = await newEvent();
        await c
          .from('events')
          .update({ title_fr: `Changé par ${role}` })
          .eq('id', id);
        const row = await service.from('events').select('title_fr').eq('id', id).single();
        return row.data!.title_fr === `Changé par ${role}`;
      },
    },
    {
      name: 'delete',
      allowed: ADMINS,
      attempt: async (c) => {
        const id = await newEvent();
        await c.from('events').delete().eq('id', id);
        return !(await found(service, id));
      },
    },
  ];

  describe.each(cases)('$name', ({ allowed, attempt }) => {
    it.each(ROLES)('%s', async (role) => {
      expect(await attempt(clients[role], role)).toBe(allowed.includes(role));
    });
  });

  it('refuses an end before (or at) the start, naming the rule the form explains', async () => {
    const { starts_at } = when(20);
    for (const ends_at of [new Date(Date.parse(starts_at) - HOUR).toISOString(), starts_at]) {
      const { error } = await clients.admin
        .from('events')
        .insert({ title_fr: 'À l’envers', starts_at, ends_at });
      expect(error?.code).toBe('23514');
      expect(error?.message).toContain('events_end_after_start');
    }
    const id = await newEvent();
    const moved = await clients.admin
      .from('events')
      .update({ ends_at: '2000-01-01T00:00:00Z' })
      .eq('id', id);
    expect(moved.error?.code).toBe('23514');
    const row = await service.from('events').select('ends_at').eq('id', id).single();
    expect(Date.parse(row.data!.ends_at)).toBe(Date.parse(when().ends_at));
  });

  it('keeps whole days from midnight to midnight in Bamako', async () => {
    const day = Date.UTC(2031, 5, 1);
    const ok = await clients.admin.from('events').insert({
      title_fr: 'Fête de fin d’année',
      all_day: true,
      starts_at: new Date(day).toISOString(),
      ends_at: new Date(day + DAY).toISOString(),
    });
    expect(ok.error).toBeNull();
    const noon = await clients.admin.from('events').insert({
      title_fr: 'Jour férié à midi',
      all_day: true,
      starts_at: new Date(day + 12 * HOUR).toISOString(),
      ends_at: new Date(day + DAY).toISOString(),
    });
    expect(noon.error?.code).toBe('23514');
    expect(noon.error?.message).toContain('events_all_day_midnight');
  });

  it('refuses an unknown level and an empty French title; writes levels one way', async () => {
    const level = await clients.admin
      .from('events')
      .insert({ title_fr: 'Niveau', levels: ['university'], ...when() });
    expect(level.error?.code).toBe('23514');
    const empty = await clients.admin.from('events').insert({ title_fr: '   ', ...when() });
    expect(empty.error?.code).toBe('23514');
    const spelled = await clients.admin
      .from('events')
      .insert({ title_fr: 'Ordre', levels: ['high', 'primary', 'high'], ...when() })
      .select('levels')
      .single();
    expect(spelled.data?.levels).toEqual(['primary', 'high']);
    const everyone = await clients.admin
      .from('events')
      .insert({ title_fr: 'Tous', levels: ['primary', 'everyone'], ...when() })
      .select('levels')
      .single();
    expect(everyone.data?.levels).toEqual(['everyone']);
  });

  it('keeps an empty translation as none, and sets the author and times itself', async () => {
    const { data: user } = await clients.admin.auth.getUser();
    const created = await clients.admin
      .from('events')
      .insert({
        title_fr: ' Réunion des parents ',
        title_ar: '  ',
        title_en: 'Parents’ meeting',
        place_en: 'Main hall',
        ...when(),
      })
      .select('id')
      .single();
    expect(created.error).toBeNull();
    const row = await service
      .from('events')
      .select('title_fr, title_ar, title_en, place_en, created_by')
      .eq('id', created.data!.id)
      .single();
    expect(row.data).toEqual({
      title_fr: 'Réunion des parents',
      title_ar: null,
      title_en: 'Parents’ meeting',
      place_en: 'Main hall',
      created_by: user.user!.id,
    });
    // No Arabic place without an Arabic title (the page would show it under the French title).
    const orphan = await clients.admin
      .from('events')
      .insert({ title_fr: 'Sans titre arabe', place_ar: 'القاعة', ...when() });
    expect(orphan.error?.code).toBe('23514');
    // The author is not the client's to choose.
    const spoofed = await clients.admin
      .from('events')
      .insert({ title_fr: 'Usurpé', created_by: user.user!.id, ...when() } as never);
    expect(spoofed.error?.code).toBe('42501');
  });

  it('writes a sentence of who published, edited and deleted which event', async () => {
    const { data: user } = await clients.admin.auth.getUser();
    const title = `Réunion des parents ${Math.random()}`;
    const created = await clients.admin
      .from('events')
      .insert({ title_fr: title, levels: ['primary'], ...when() })
      .select('id')
      .single();
    const id = created.data!.id;
    await clients.admin.from('events').update({ title_en: 'Parents’ meeting' }).eq('id', id);
    await clients.admin.from('events').update({ published: false }).eq('id', id);
    await clients.admin.from('events').delete().eq('id', id);
    const log = await clients.admin
      .from('activity_log')
      .select('actor, action, entity, details')
      .eq('entity', 'events')
      .eq('entity_id', String(id))
      .order('id');
    expect(log.data!.map((entry) => entry.action)).toEqual([
      'publish',
      'update',
      'unpublish',
      'delete',
    ]);
    expect(log.data![0]).toMatchObject({
      actor: user.user!.id,
      details: { title, levels: ['primary'] },
    });
  });

  // The prerender service hears events from the change feed (with the service key): a retracted
  // event is a change only a reader of every row hears.
  it('reaches a service-role subscriber through Realtime', async () => {
    const events: { type: string; id: unknown }[] = [];
    const channel = service
      .channel(`events-service-${Date.now()}`)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'events' }, (change) => {
        const row = (change.eventType === 'DELETE' ? change.old : change.new) as { id?: unknown };
        events.push({ type: change.eventType, id: row.id });
      });
    const ready = new Promise<void>((resolve, reject) => {
      channel.subscribe((status, error) => {
        if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) resolve();
        else if (status !== REALTIME_SUBSCRIBE_STATES.CLOSED) reject(error ?? new Error(status));
      });
    });
    const visitor = client(url);
    try {
      await ready;
      const id = await newEvent();
      await clients.admin.from('events').update({ published: false }).eq('id', id);
      await clients.admin.from('events').delete().eq('id', id);
      const mine = () => events.filter((event) => event.id === id).map((event) => event.type);
      const end = Date.now() + 10_000;
      while (mine().length < 3 && Date.now() < end) await sleep(20);
      expect(mine().sort()).toEqual(['DELETE', 'INSERT', 'UPDATE']);
      // The visitor never reads the retracted row.
      expect(await found(visitor, id)).toBe(false);
    } finally {
      await service.removeChannel(channel);
    }
  });
});
