// Slugs name the folders of prerendered pages: the database refuses any that could mean another
// folder or that a file system would refuse, whoever writes them.
import { DEMO_ADMIN, signedIn, stacks, type Client } from './support';

describe.each(stacks())('content slugs on $name', ({ url }) => {
  let admin: Client;
  beforeAll(async () => {
    admin = await signedIn(url, DEMO_ADMIN.email, DEMO_ADMIN.password);
  });

  const draft = (slug: string, title = 'Un article') => ({
    title,
    slug,
    content: 'Corps de l’article.',
    type: 'news' as const,
    status: 'draft' as const,
  });

  it.each([
    ['..'],
    ['.'],
    ['a/b'],
    ['%2e%2e'],
    ['a\\b'],
    ['Majuscule'],
    ['deux--tirets'],
    ['-debut'],
    [`${'x'.repeat(81)}`],
    [`${'é'.repeat(143)}`],
  ])('refuses the slug %j (check violation 23514)', async (slug) => {
    const { error } = await admin.from('content_management').insert(draft(slug)).select('id');
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain('content_management_slug_check');
  });

  it('refuses a bad slug on update too, and keeps the row as it was', async () => {
    const created = await admin
      .from('content_management')
      .insert(draft(`slug-test-${Date.now()}`))
      .select('id, slug')
      .single();
    expect(created.error).toBeNull();
    const { error } = await admin
      .from('content_management')
      .update({ slug: '..' })
      .eq('id', created.data!.id);
    expect(error?.code).toBe('23514');
    const after = await admin
      .from('content_management')
      .select('slug')
      .eq('id', created.data!.id)
      .single();
    expect(after.data!.slug).toBe(created.data!.slug);
    await admin.from('content_management').delete().eq('id', created.data!.id);
  });

  it('makes a valid slug from any title, numbered when taken, Arabic kept', async () => {
    const title = `${'Un très long titre de nouvelle '.repeat(6)} ${Date.now()}`;
    const first = await admin
      .from('content_management')
      .insert(draft('', title))
      .select('id, slug')
      .single();
    const second = await admin
      .from('content_management')
      .insert(draft('', title))
      .select('id, slug')
      .single();
    const arabic = await admin
      .from('content_management')
      .insert(draft('', `العودة المدرسية ${Date.now()}`))
      .select('id, slug')
      .single();
    try {
      expect(first.error).toBeNull();
      expect(second.error).toBeNull();
      expect(arabic.error).toBeNull();
      expect(first.data!.slug.length).toBeLessThanOrEqual(70);
      expect(first.data!.slug).not.toMatch(/-$/);
      expect(second.data!.slug).toBe(`${first.data!.slug}-2`);
      expect(arabic.data!.slug).toMatch(/^العودة-المدرسية-\d+$/);
    } finally {
      const ids = [first, second, arabic].flatMap((r) => (r.data ? [r.data.id] : []));
      await admin.from('content_management').delete().in('id', ids);
    }
  });
});
