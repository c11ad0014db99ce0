import type { ContentItem } from '@school/shared/data/admin';
import { contentItem } from '@school/shared/testing';
import { filterContent, toLocalInput } from './filter-content';

const now = new Date('2025-06-01T12:00:00Z');
/** A draft blog post written at `now`, unless told otherwise. */
function item(partial: Partial<ContentItem>): ContentItem {
  return contentItem({
    id: partial.title ?? 'x',
    title: 'T',
    slug: 's',
    content: 'c',
    excerpt: null,
    type: 'blog',
    status: 'draft',
    path_slug_ar: partial.slug ?? 'x',
    path_slug_en: partial.slug ?? 'x',
    published_at: null,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    ...partial,
  });
}

const items = [
  item({
    title: 'Rentrée scolaire',
    type: 'news',
    status: 'published',
    published_at: '2025-05-01T00:00:00Z',
  }),
  item({
    title: 'Kermesse',
    type: 'news',
    status: 'published',
    published_at: '2025-07-01T00:00:00Z',
  }),
  item({ title: 'Pédagogie active', excerpt: 'La classe inversée', type: 'blog' }),
];

describe('filterContent', () => {
  const all = { search: '', type: 'all', status: 'all' } as const;
  it('filters by type and by the shown status, scheduled included', () => {
    expect(filterContent(items, { ...all, type: 'news' }, now).map((i) => i.title)).toEqual([
      'Rentrée scolaire',
      'Kermesse',
    ]);
    expect(filterContent(items, { ...all, status: 'scheduled' }, now).map((i) => i.title)).toEqual([
      'Kermesse',
    ]);
    expect(filterContent(items, { ...all, status: 'published' }, now).map((i) => i.title)).toEqual([
      'Rentrée scolaire',
    ]);
    expect(filterContent(items, { ...all, status: 'draft' }, now).map((i) => i.title)).toEqual([
      'Pédagogie active',
    ]);
  });

  it('searches titles and excerpts, ignoring case', () => {
    expect(filterContent(items, { ...all, search: 'INVERSÉE' }, now).map((i) => i.title)).toEqual([
      'Pédagogie active',
    ]);
    expect(filterContent(items, { ...all, search: 'rentrée' }, now)).toHaveLength(1);
  });
});

describe('toLocalInput', () => {
  it('round-trips through the browser time zone, to the second', () => {
    const value = toLocalInput('2025-06-01T12:34:56.000Z');
    expect(value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:56$/);
    expect(new Date(value).toISOString()).toBe('2025-06-01T12:34:56.000Z');
    expect(toLocalInput(null)).toBe('');
  });
});
