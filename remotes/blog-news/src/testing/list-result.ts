import type { ContentItem } from '@school/shared/data/public';

// The state of an infinite list query, for the tests that stand in for the list hooks.
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
