// Content in three languages: the Arabic and English versions live in the item's row, so they are
// public exactly when the item is; the database keeps each version whole, each address unique
// in its language, and an image described in every version, whoever writes.
import { client, DEMO_ADMIN, signedIn, stacks, ANON_KEY, type Client } from './support';

describe.each(stacks())('content translations on $name', ({ url }) => {
  let admin: Client;
  let anon: Client;
  const created: string[] = [];
  const stamp = Date.now().toString(36);
  beforeAll(async () => {
    admin = await signedIn(url, DEMO_ADMIN.email, DEMO_ADMIN.password);
    anon = client(url, ANON_KEY);
  });
  afterAll(async () => {
    if (created.length > 0) await admin.from('content_management').delete().in('id', created);
  });

  const insert = async (row: Record<string, unknown>) => {
    const result = await admin
      .from('content_management')
      .insert({ content: 'Corps.', type: 'news', ...row } as never)
      .select('*')
      .single();
    if (result.data) created.push(result.data.id);
    return result;
  };

  it('serves a translation exactly when its item is public, at its own or the shared address', async () => {
    const { data, error } = await insert({
      title: `Visite ${stamp}`,
      status: 'draft',
      title_ar: 'زيارة',
      content_ar: 'نص',
      slug_ar: `زيارة-${stamp}`,
      title_en: 'Visit',
      content_en: 'Text',
    });
    expect(error).toBeNull();
    expect(data!.path_slug_ar).toBe(`زيارة-${stamp}`);
    // No English slug of its own: the French one, in English.
    expect(data!.path_slug_en).toBe(data!.slug);
    const read = () =>
      anon
        .from('content_management')
        .select('title_ar, title_en')
        .eq('path_slug_ar', `زيارة-${stamp}`);
    expect((await read()).data).toEqual([]);
    await admin.from('content_management').update({ status: 'published' }).eq('id', data!.id);
    expect((await read()).data).toEqual([{ title_ar: 'زيارة', title_en: 'Visit' }]);
  });

  it('stores blank fields as "not translated" and refuses half a version', async () => {
    const blank = await insert({
      title: `Blanc ${stamp}`,
      status: 'draft',
      title_ar: '  ',
      content_ar: '',
      excerpt_ar: ' ',
    });
    expect(blank.error).toBeNull();
    expect(blank.data).toMatchObject({ title_ar: null, content_ar: null, excerpt_ar: null });
    const half = await insert({ title: `Moitié ${stamp}`, status: 'draft', title_en: 'Half' });
    expect(half.error?.code).toBe('23514');
    expect(half.error?.message).toContain('content_translation_en_complete');
  });

  it('refuses an image without its description in every version that exists', async () => {
    const base = {
      title: `Image ${stamp}`,
      status: 'draft',
      featured_image: 'seed/rentree.png',
      title_ar: 'صورة',
      content_ar: 'نص',
    };
    const none = await insert(base);
    expect(none.error?.code).toBe('23514');
    expect(none.error?.message).toContain('content_image_has_alt');
    const frenchOnly = await insert({ ...base, image_alt: 'La cour' });
    expect(frenchOnly.error?.message).toContain('content_image_has_alt');
    const described = await insert({ ...base, image_alt: 'La cour', image_alt_ar: 'الساحة' });
    expect(described.error).toBeNull();
  });

  it('keeps each address unique in its language, and new French slugs clear of them', async () => {
    const first = await insert({ title: `Premier ${stamp}`, status: 'draft' });
    const taken = await insert({
      title: `Second ${stamp}`,
      status: 'draft',
      title_en: 'Second',
      content_en: 'Text',
      slug_en: first.data!.slug,
    });
    expect(taken.error?.code).toBe('23505');
    expect(taken.error?.message).toContain('content_management_path_slug_en_key');
    const english = await insert({
      title: `Troisième ${stamp}`,
      status: 'draft',
      title_en: 'Third',
      content_en: 'Text',
      slug_en: `quatrieme-${stamp}`,
    });
    expect(english.error).toBeNull();
    // A French title whose slug is another item's English address gets a numbered slug.
    const french = await insert({ title: `Quatrième ${stamp}`, status: 'draft' });
    expect(french.error).toBeNull();
    expect(french.data!.slug).toBe(`quatrieme-${stamp}-2`);
  });
});
