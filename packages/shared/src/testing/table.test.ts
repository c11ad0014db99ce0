import { getSupabase, setSupabaseForTests } from '../supabase/client';
import { fakeSupabase } from './fake-supabase';
import { contentItem } from './factories';
import { tables } from './table';

describe('tables', () => {
  afterEach(() => setSupabaseForTests(null));

  const rows = [
    contentItem({ id: 'a', slug: 'a', published_at: '2024-01-01T00:00:00Z' }),
    contentItem({ id: 'b', slug: 'b', published_at: '2024-03-01T00:00:00Z', type: 'blog' }),
    contentItem({ id: 'c', slug: 'c', published_at: '2024-02-01T00:00:00Z', path_slug_en: 'see' }),
    contentItem({ id: 'd', slug: 'd', published_at: '2999-01-01T00:00:00Z' }),
  ];

  it('filters, orders and pages a read as PostgREST does', async () => {
    setSupabaseForTests(fakeSupabase(tables({ content_management: rows })).client);
    const client = await getSupabase();
    const { data } = await client
      .from('content_management')
      .select('*')
      .eq('type', 'news')
      .lte('published_at', '2025-01-01T00:00:00Z')
      .order('published_at', { ascending: false })
      .range(0, 1);
    expect(data?.map((row) => row.id)).toEqual(['c', 'a']);
  });

  it('answers one row or null to maybeSingle, through an or filter', async () => {
    setSupabaseForTests(fakeSupabase(tables({ content_management: rows })).client);
    const client = await getSupabase();
    const found = await client
      .from('content_management')
      .select('*')
      .or('slug.eq.see,path_slug_en.eq.see')
      .maybeSingle();
    expect(found.data?.id).toBe('c');
    const missing = await client
      .from('content_management')
      .select('*')
      .eq('slug', 'x')
      .maybeSingle();
    expect(missing).toMatchObject({ data: null, error: null });
    const many = await client.from('content_management').select('*').maybeSingle();
    expect(many.error).toMatchObject({ code: 'PGRST116' });
  });
});
