// Every call of the product (spec section 7) through supabase-js against the local stack.
import {
  clientsByRole,
  client,
  DEMO_ADMIN,
  signedIn,
  stacks,
  uniqueEmail,
  type Client,
} from './support';

describe.each(stacks())('product calls on $name', ({ url }) => {
  let anon: Client;
  let admin: Client;

  beforeAll(async () => {
    anon = client(url);
    admin = await signedIn(url, DEMO_ADMIN.email, DEMO_ADMIN.password);
  });

  it('home latest news: three newest published news items, selected columns only', async () => {
    const { data, error } = await anon
      .from('content_management')
      .select('id, title, excerpt, created_at, featured_image')
      .eq('type', 'news')
      .eq('status', 'published')
      .order('created_at', { ascending: false })
      .limit(3);
    expect(error).toBeNull();
    expect(data).toHaveLength(3);
    expect(Object.keys(data![0]!).sort()).toEqual([
      'created_at',
      'excerpt',
      'featured_image',
      'id',
      'title',
    ]);
    const dates = data!.map((row) => row.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    // The scheduled item is newer than all of them, but not yet public.
    expect(data!.map((row) => row.title)).not.toContain("Fête de fin d'année : le programme");
  });

  it('blog page: all published blog posts, newest first, every field', async () => {
    const { data, error } = await anon
      .from('content_management')
      .select('*')
      .eq('type', 'blog')
      .eq('status', 'published')
      .order('created_at', { ascending: false });
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThanOrEqual(6);
    expect(data!.every((row) => row.type === 'blog' && row.status === 'published')).toBe(true);
    expect(new Set(data!.map((row) => row.category))).toEqual(
      new Set(['education', 'pedagogy', 'innovation', 'spirituality', 'community']),
    );
    expect(data![0]).toHaveProperty('slug');
  });

  it('news page: published news only; drafts and scheduled items stay hidden', async () => {
    const { data, error } = await anon
      .from('content_management')
      .select('*')
      .eq('type', 'news')
      .eq('status', 'published')
      .order('created_at', { ascending: false });
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThanOrEqual(6);
    expect(data!.every((row) => new Date(row.published_at!).getTime() <= Date.now())).toBe(true);
    const all = await anon.from('content_management').select('status');
    expect(all.data!.some((row) => row.status === 'draft')).toBe(false);
  });

  it('admin list: everything, drafts and scheduled included, newest first', async () => {
    const { data, error } = await admin
      .from('content_management')
      .select('*')
      .order('created_at', { ascending: false });
    expect(error).toBeNull();
    expect(data!.some((row) => row.status === 'draft')).toBe(true);
    expect(data!.some((row) => new Date(row.published_at ?? 0).getTime() > Date.now())).toBe(true);
  });

  it('create, update and delete content (with the published_at rule enforced by the database)', async () => {
    const created = await admin
      .from('content_management')
      .insert({
        title: 'Journée portes ouvertes',
        content: "Venez découvrir l'école.",
        excerpt: 'Samedi matin',
        type: 'news',
        status: 'draft',
        featured_image: null,
        // A client that sends a publication time for a draft is overruled.
        published_at: new Date().toISOString(),
      })
      .select()
      .single();
    expect(created.error).toBeNull();
    expect(created.data!.published_at).toBeNull();
    expect(created.data!.slug).toMatch(/^journee-portes-ouvertes/);
    const id = created.data!.id;

    const before = Date.now();
    const updated = await admin
      .from('content_management')
      .update({ status: 'published', published_at: null, updated_at: new Date(0).toISOString() })
      .eq('id', id)
      .select()
      .single();
    expect(updated.error).toBeNull();
    expect(new Date(updated.data!.published_at!).getTime()).toBeGreaterThanOrEqual(before - 5000);
    // updated_at is the database's clock, whatever the client sent.
    expect(new Date(updated.data!.updated_at).getTime()).toBeGreaterThan(before - 5000);
    const visible = await anon.from('content_management').select('id').eq('id', id);
    expect(visible.data).toHaveLength(1);

    const scheduledAt = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
    const scheduled = await admin
      .from('content_management')
      .update({ published_at: scheduledAt })
      .eq('id', id)
      .select()
      .single();
    expect(new Date(scheduled.data!.published_at!).toISOString()).toBe(scheduledAt);
    const hidden = await anon.from('content_management').select('id').eq('id', id);
    expect(hidden.data).toHaveLength(0);

    // Exact to the second: a time 20 s ahead is scheduled too, not taken for "now".
    const soonAt = new Date(Date.now() + 20_000).toISOString();
    const soon = await admin
      .from('content_management')
      .update({ published_at: soonAt })
      .eq('id', id)
      .select()
      .single();
    expect(new Date(soon.data!.published_at!).toISOString()).toBe(soonAt);
    const notYet = await anon.from('content_management').select('id').eq('id', id);
    expect(notYet.data).toHaveLength(0);

    const removed = await admin.from('content_management').delete().eq('id', id).select('id');
    expect(removed.data).toHaveLength(1);
    const gone = await admin.from('content_management').select('id').eq('id', id);
    expect(gone.data).toHaveLength(0);
  });

  it('rejects content that breaks the CHECK constraints', async () => {
    const badType = await admin
      .from('content_management')
      .insert({ title: 'x', content: 'y', type: 'event' as 'news' });
    expect(badType.error?.code).toBe('23514');
    const badCategory = await admin
      .from('content_management')
      .insert({ title: 'x', content: 'y', category: 'sports' });
    expect(badCategory.error?.code).toBe('23514');
    const emptyTitle = await admin.from('content_management').insert({ title: '  ', content: 'y' });
    expect(emptyTitle.error?.code).toBe('23514');
  });

  it('dashboard counts: all content and published content', async () => {
    const total = await admin
      .from('content_management')
      .select('*', { count: 'exact', head: true });
    const published = await admin
      .from('content_management')
      .select('*', { count: 'exact', head: true })
      .eq('status', 'published');
    expect(total.error).toBeNull();
    expect(total.count).toBeGreaterThanOrEqual(15);
    expect(published.count).toBeGreaterThan(0);
    expect(published.count).toBeLessThan(total.count!);
  });

  it('profiles: read all newest first and count (admin)', async () => {
    await clientsByRole(url);
    const { data, error } = await admin
      .from('profiles')
      .select('*')
      .order('created_at', { ascending: false });
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThanOrEqual(5);
    expect(data!.some((p) => p.email === DEMO_ADMIN.email && p.role === 'super_admin')).toBe(true);
    const count = await admin.from('profiles').select('*', { count: 'exact', head: true });
    expect(count.count).toBe(data!.length);
  });

  it('site settings: read ordered by key, count, update value and updated_at by key in sequence', async () => {
    const { data, error } = await admin.from('site_settings').select('*').order('key');
    expect(error).toBeNull();
    const keys = data!.map((row) => row.key);
    expect(keys).toEqual([...keys].sort());
    expect(keys).toEqual(
      expect.arrayContaining([
        'site_name',
        'site_tagline',
        'contact_phone',
        'contact_email',
        'address',
      ]),
    );
    expect((data!.find((row) => row.key === 'address')!.value as { fr: string }).fr).toContain(
      'Daoudabougou',
    );
    const count = await admin.from('site_settings').select('*', { count: 'exact', head: true });
    expect(count.count).toBe(data!.length);

    const tagline = data!.find((row) => row.key === 'site_tagline')!.value;
    for (const [key, value] of [
      ['site_tagline', { fr: 'Éducation, foi et excellence', ar: 'التربية', en: 'Education' }],
      ['contact_phone', '+223 20 00 00 00'],
    ] as const) {
      const result = await admin
        .from('site_settings')
        .update({ value, updated_at: new Date().toISOString() })
        .eq('key', key)
        .select()
        .single();
      expect(result.error).toBeNull();
      expect(result.data!.value).toEqual(value);
    }
    const restored = await admin
      .from('site_settings')
      .update({ value: tagline })
      .eq('key', 'site_tagline');
    expect(restored.error).toBeNull();
  });

  it("get_user_role returns the caller's role", async () => {
    const { data: userData } = await admin.auth.getUser();
    const { data, error } = await admin.rpc('get_user_role', { user_id: userData.user!.id });
    expect(error).toBeNull();
    expect(data).toBe('super_admin');
  });

  it('storage: upload a timestamped file, read it back through its public URL', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const name = `${Date.now()}-photo_de_classe.png`;
    const upload = await admin.storage
      .from('content-images')
      .upload(name, new Blob([png], { type: 'image/png' }), { cacheControl: '3600' });
    expect(upload.error).toBeNull();
    expect(upload.data!.path).toBe(name);
    const { publicUrl } = admin.storage.from('content-images').getPublicUrl(name).data;
    expect(publicUrl).toBe(`${url}/storage/v1/object/public/content-images/${name}`);
    const response = await fetch(publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('max-age=3600');
    expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);
  });

  it('storage: the seed images are served', async () => {
    const response = await fetch(`${url}/storage/v1/object/public/content-images/seed/rentree.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
  });

  it('contact message and newsletter subscription are accepted from anonymous visitors', async () => {
    const message = await anon.rpc('send_contact_message', {
      name: 'Awa Traoré',
      email: 'awa@example.com',
      phone: '+223 76 00 00 00',
      subject: 'Inscription en 6e',
      message: 'Bonjour, je souhaite inscrire ma fille en sixième.',
    });
    expect(message.error).toBeNull();
    const email = uniqueEmail('news');
    const subscription = await anon.rpc('subscribe_newsletter', { email });
    expect(subscription.error).toBeNull();
    // The same address again, in capitals: the same answer, still one subscriber per address.
    const again = await anon.rpc('subscribe_newsletter', { email: email.toUpperCase() });
    expect(again.error).toBeNull();
  });

  it("contact messages that break the seed's rules are refused by the database", async () => {
    const tooShort = await anon.rpc('send_contact_message', {
      name: 'A',
      email: 'not-an-email',
      phone: '123',
      subject: 'Hi',
      message: 'short',
    });
    expect(tooShort.error?.code).toBe('22023');
  });
});
