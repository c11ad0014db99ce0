import type { ContentItem } from '@school/shared/data/public';

/** A published item as the database returns it. */
export function contentItem(overrides: Partial<ContentItem> = {}): ContentItem {
  return {
    id: overrides.slug ?? 'id-1',
    author_id: null,
    title: 'Titre',
    slug: 'titre',
    excerpt: 'Un résumé.',
    content: 'Le corps.',
    type: 'news',
    status: 'published',
    category: null,
    featured_image: null,
    image_alt: null,
    title_ar: null,
    title_en: null,
    excerpt_ar: null,
    excerpt_en: null,
    content_ar: null,
    content_en: null,
    slug_ar: null,
    slug_en: null,
    image_alt_ar: null,
    image_alt_en: null,
    path_slug_ar: overrides.slug_ar ?? overrides.slug ?? 'titre',
    path_slug_en: overrides.slug_en ?? overrides.slug ?? 'titre',
    published_at: '2024-10-07T08:00:00Z',
    created_at: '2024-10-07T08:00:00Z',
    updated_at: '2024-10-07T08:00:00Z',
    ...overrides,
  };
}

export interface ListResult {
  data: { pages: { items: ContentItem[]; nextOffset: number | null }[] } | undefined;
  error: unknown;
  isPending: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

export function listResult(items: ContentItem[], more = false): ListResult {
  return {
    data: { pages: [{ items, nextOffset: more ? items.length : null }] },
    error: null,
    isPending: false,
    hasNextPage: more,
    isFetchingNextPage: false,
    fetchNextPage: () => Promise.resolve(),
  };
}
