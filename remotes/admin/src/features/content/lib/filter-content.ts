import { displayStatus, type ContentItem } from '@school/shared/data/admin';

export interface ContentFilters {
  search: string;
  type: 'all' | 'blog' | 'news';
  status: 'all' | 'draft' | 'published' | 'scheduled';
}

/** The list as filtered on the content screen (order kept: newest first from the query). */
export function filterContent(
  items: readonly ContentItem[],
  filters: ContentFilters,
  now: Date = new Date(),
): ContentItem[] {
  const needle = filters.search.trim().toLocaleLowerCase();
  return items.filter(
    (item) =>
      (filters.type === 'all' || item.type === filters.type) &&
      (filters.status === 'all' || displayStatus(item, now) === filters.status) &&
      (!needle ||
        item.title.toLocaleLowerCase().includes(needle) ||
        (item.excerpt ?? '').toLocaleLowerCase().includes(needle)),
  );
}

/**
 * A stored time as the value of a datetime-local input (the browser's own time zone), to the
 * second: a scheduled time is exact to the second for the database and the public lists.
 */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
