// postgres_changes through realtime-js 2.119 against the local stack.
import {
  REALTIME_SUBSCRIBE_STATES,
  type RealtimePostgresChangesPayload,
} from '@supabase/supabase-js';
import type { Database } from '../../packages/shared/src/supabase/database.types';
import { client, DEMO_ADMIN, serviceClient, signedIn, sleep, stacks, type Client } from './support';

type Row = Database['public']['Tables']['content_management']['Row'];
type Change = RealtimePostgresChangesPayload<Row>;

function subscribe(c: Client, filter: string, name: string) {
  const received: { at: number; change: Change }[] = [];
  const channel = c
    .channel(name)
    .on<Row>(
      'postgres_changes',
      { event: '*', schema: 'public', table: 'content_management', filter },
      (change) => {
        received.push({ at: Date.now(), change });
      },
    );
  const ready = new Promise<void>((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) resolve();
      else if (
        status === REALTIME_SUBSCRIBE_STATES.CHANNEL_ERROR ||
        status === REALTIME_SUBSCRIBE_STATES.TIMED_OUT
      )
        reject(error ?? new Error(status));
    });
  });
  return { channel, received, ready };
}

async function waitFor(check: () => boolean, ms: number) {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await sleep(20);
  return check();
}

describe.each(stacks())('realtime on $name', ({ url }) => {
  let admin: Client;
  let visitor: Client;

  beforeAll(async () => {
    admin = await signedIn(url, DEMO_ADMIN.email, DEMO_ADMIN.password);
    visitor = client(url);
  });

  afterAll(async () => {
    await visitor.removeAllChannels();
    await admin.removeAllChannels();
  });

  it('delivers insert, update and delete of a published news item within a second', async () => {
    const sub = subscribe(visitor, 'type=eq.news', `news-${Date.now()}`);
    await sub.ready;

    let start = Date.now();
    const inserted = await admin
      .from('content_management')
      .insert({
        title: 'Flash info',
        content: 'Réunion ce soir.',
        type: 'news',
        status: 'published',
      })
      .select()
      .single();
    expect(inserted.error).toBeNull();
    const id = inserted.data!.id;
    expect(
      await waitFor(() => sub.received.some((r) => r.change.eventType === 'INSERT'), 1000),
    ).toBe(true);
    const insert = sub.received.find((r) => r.change.eventType === 'INSERT')!;
    expect(insert.at - start).toBeLessThan(1000);
    expect(insert.change.new).toMatchObject({
      id,
      title: 'Flash info',
      type: 'news',
      status: 'published',
    });

    start = Date.now();
    await admin
      .from('content_management')
      .update({ title: 'Flash info (mise à jour)' })
      .eq('id', id);
    expect(
      await waitFor(() => sub.received.some((r) => r.change.eventType === 'UPDATE'), 1000),
    ).toBe(true);
    const update = sub.received.find((r) => r.change.eventType === 'UPDATE')!;
    expect(update.at - start).toBeLessThan(1000);
    expect(update.change.new).toMatchObject({ id, title: 'Flash info (mise à jour)' });
    // Under row-level security the old version carries its primary key only, as on Supabase.
    expect(update.change.old).toEqual({ id });

    start = Date.now();
    await admin.from('content_management').delete().eq('id', id);
    expect(
      await waitFor(() => sub.received.some((r) => r.change.eventType === 'DELETE'), 1000),
    ).toBe(true);
    const deleted = sub.received.find((r) => r.change.eventType === 'DELETE')!;
    expect(deleted.at - start).toBeLessThan(1000);
    expect(deleted.change.old).toEqual({ id });
    await visitor.removeChannel(sub.channel);
  });

  it('publishing a draft sends the anonymous subscriber the published row only, never the draft', async () => {
    const sub = subscribe(visitor, 'type=eq.news', `publish-${Date.now()}`);
    await sub.ready;
    const draft = await admin
      .from('content_management')
      .insert({
        title: 'Brouillon confidentiel',
        content: 'Texte pas encore relu.',
        excerpt: 'Secret',
        type: 'news',
        status: 'draft',
      })
      .select()
      .single();
    const id = draft.data!.id;
    await admin
      .from('content_management')
      .update({
        status: 'published',
        title: 'Annonce officielle',
        content: 'Texte relu.',
        excerpt: 'Public',
      })
      .eq('id', id);
    expect(
      await waitFor(() => sub.received.some((r) => r.change.eventType === 'UPDATE'), 2000),
    ).toBe(true);
    await admin.from('content_management').delete().eq('id', id);
    expect(
      await waitFor(() => sub.received.some((r) => r.change.eventType === 'DELETE'), 2000),
    ).toBe(true);
    const sent = JSON.stringify(sub.received);
    expect(sent).not.toContain('Brouillon confidentiel');
    expect(sent).not.toContain('pas encore relu');
    expect(sent).not.toContain('Secret');
    const update = sub.received.find((r) => r.change.eventType === 'UPDATE')!;
    expect(update.change.old).toEqual({ id });
    expect(update.change.new).toMatchObject({ id, title: 'Annonce officielle' });
    expect(sub.received.find((r) => r.change.eventType === 'DELETE')!.change.old).toEqual({ id });
    await visitor.removeChannel(sub.channel);
  });

  it('never sends a draft, or a blog post, to an anonymous news subscriber; an admin sees the draft', async () => {
    const anon = subscribe(visitor, 'type=eq.news', `anon-${Date.now()}`);
    const staff = subscribe(admin, 'type=eq.news', `staff-${Date.now()}`);
    await Promise.all([anon.ready, staff.ready]);

    const draft = await admin
      .from('content_management')
      .insert({
        title: 'Brouillon secret',
        content: 'Pas encore public.',
        type: 'news',
        status: 'draft',
      })
      .select()
      .single();
    const blog = await admin
      .from('content_management')
      .insert({ title: 'Billet de blog', content: 'Un billet.', type: 'blog', status: 'published' })
      .select()
      .single();
    await admin
      .from('content_management')
      .update({ title: 'Brouillon secret v2' })
      .eq('id', draft.data!.id);
    await admin.from('content_management').delete().eq('id', draft.data!.id);

    expect(await waitFor(() => staff.received.length >= 3, 2000)).toBe(true);
    expect(staff.received.map((r) => r.change.eventType)).toEqual(['INSERT', 'UPDATE', 'DELETE']);
    await sleep(300);
    expect(anon.received).toEqual([]);
    await admin.from('content_management').delete().eq('id', blog.data!.id);
  });

  it("answers the join with the bindings' ids in order, and refuses a forged access token", async () => {
    const c = client(url);
    const channel = c
      .channel(`multi-${Date.now()}`)
      .on(
        'postgres_changes',
        { event: 'INSERT', schema: 'public', table: 'content_management' },
        () => undefined,
      )
      .on(
        'postgres_changes',
        { event: 'DELETE', schema: 'public', table: 'content_management', filter: 'type=eq.blog' },
        () => undefined,
      );
    const status = await new Promise<string>((resolve) =>
      channel.subscribe((s) => s !== REALTIME_SUBSCRIBE_STATES.CLOSED && resolve(s)),
    );
    expect(status).toBe('SUBSCRIBED');
    const bindings = (channel as unknown as { bindings: { postgres_changes: { id: number }[] } })
      .bindings.postgres_changes;
    expect(bindings).toHaveLength(2);
    expect(bindings[1]!.id).toBeGreaterThan(bindings[0]!.id);
    await c.removeAllChannels();

    const forged = client(url);
    await forged.realtime.setAuth(
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.c2lnbmF0dXJl',
    );
    const refused = forged
      .channel(`forged-${Date.now()}`)
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'content_management' },
        () => undefined,
      );
    const outcome = await new Promise<string>((resolve) =>
      refused.subscribe((s) => s !== REALTIME_SUBSCRIBE_STATES.CLOSED && resolve(s)),
    );
    expect(outcome).toBe('CHANNEL_ERROR');
    await forged.removeAllChannels();
  });

  it('a changed setting reaches a subscriber to the settings (the prerender service hears it)', async () => {
    const received: { eventType: string; key: unknown }[] = [];
    const channel = visitor
      .channel(`settings-${Date.now()}`)
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'site_settings' },
        (change: RealtimePostgresChangesPayload<{ key: string }>) =>
          received.push({
            eventType: change.eventType,
            key: 'key' in change.new ? change.new.key : undefined,
          }),
      );
    await new Promise<void>((resolve, reject) =>
      channel.subscribe((status, error) => {
        if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) resolve();
        else if (status !== REALTIME_SUBSCRIBE_STATES.CLOSED) reject(error ?? new Error(status));
      }),
    );
    const { data: before } = await admin
      .from('site_settings')
      .select('value')
      .eq('key', 'site_tagline')
      .single();
    try {
      const { error } = await admin
        .from('site_settings')
        // A tagline in each language (the setting is typed: localized_text).
        .update({
          value: { fr: 'Devise changée', ar: 'شعار جديد', en: 'New motto' },
          updated_at: new Date().toISOString(),
        })
        .eq('key', 'site_tagline');
      expect(error).toBeNull();
      expect(await waitFor(() => received.length > 0, 2000)).toBe(true);
      expect(received[0]).toEqual({ eventType: 'UPDATE', key: 'site_tagline' });
    } finally {
      await admin.from('site_settings').update({ value: before!.value }).eq('key', 'site_tagline');
      await visitor.removeChannel(channel);
    }
  });

  it('a published article turned back into a draft reaches a service-role subscriber, not a visitor', async () => {
    // Why the prerender service listens with a server-side key: as a visitor it would never
    // hear the retraction, and the article's prerendered page would stay public until a poll.
    const service = serviceClient(url);
    const staffSide = subscribe(service, 'type=eq.news', `svc-retract-${Date.now()}`);
    const visitorSide = subscribe(visitor, 'type=eq.news', `anon-retract-${Date.now()}`);
    await Promise.all([staffSide.ready, visitorSide.ready]);
    const { data: item } = await admin
      .from('content_management')
      .insert({ title: 'Publié puis retiré', content: 'x', type: 'news', status: 'published' })
      .select()
      .single();
    let sentinel: string | undefined;
    try {
      expect(await waitFor(() => visitorSide.received.length > 0, 2000)).toBe(true);
      await admin.from('content_management').update({ status: 'draft' }).eq('id', item!.id);
      const retracted = () =>
        staffSide.received.some(
          (r) => r.change.eventType === 'UPDATE' && r.change.new.status === 'draft',
        );
      expect(await waitFor(retracted, 2000)).toBe(true);
      // Changes are delivered in order: once the visitor has the next public change, the
      // retraction is known never to have reached them.
      const { data: next } = await admin
        .from('content_management')
        .insert({ title: 'Annonce suivante', content: 'x', type: 'news', status: 'published' })
        .select('id')
        .single();
      sentinel = next!.id;
      expect(await waitFor(() => visitorSide.received.length >= 2, 2000)).toBe(true);
      expect(visitorSide.received.map((r) => r.change.eventType)).toEqual(['INSERT', 'INSERT']);
    } finally {
      await admin.from('content_management').delete().eq('id', item!.id);
      if (sentinel) await admin.from('content_management').delete().eq('id', sentinel);
      await service.removeAllChannels();
      await visitor.removeChannel(visitorSide.channel);
    }
  });

  it('a service-role subscriber sees everything', async () => {
    const service = serviceClient(url);
    const sub = subscribe(service, 'status=eq.draft', `svc-${Date.now()}`);
    await sub.ready;
    const draft = await admin
      .from('content_management')
      .insert({ title: 'Draft for service', content: 'x', status: 'draft' })
      .select()
      .single();
    expect(await waitFor(() => sub.received.length > 0, 1000)).toBe(true);
    await admin.from('content_management').delete().eq('id', draft.data!.id);
    await service.removeAllChannels();
  });
});
