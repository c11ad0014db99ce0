import type { QueryClient } from '@tanstack/react-query';

// The query keys public pages read and the invalidations their live updates use: reads use them,
// mutations invalidate them through the one invalidation of their domain below, so every writer
// refreshes the same set. The back office's other domains are in admin-keys.ts.
export const contentKeys = {
  all: ['content'] as const,
  public: () => [...contentKeys.all, 'public'] as const,
  latestNews: (limit: number) => [...contentKeys.public(), 'latest-news', limit] as const,
  news: () => [...contentKeys.public(), 'news'] as const,
  blog: () => [...contentKeys.public(), 'blog'] as const,
  /** One filtered blog list ('all' when no category is chosen). */
  blogList: (category: string | null) => [...contentKeys.blog(), category ?? 'all'] as const,
  /** One article by the slug of its address in one language. */
  article: (type: string, slug: string, locale: string) =>
    [...contentKeys.public(), 'article', type, slug, locale] as const,
  admin: () => [...contentKeys.all, 'admin'] as const,
  /** A staff preview: outside `public`, so no page seed or version check ever holds it. */
  preview: (type: string, slug: string, locale: string) =>
    [...contentKeys.all, 'preview', type, slug, locale] as const,
};

export const dashboardKeys = {
  all: ['dashboard'] as const,
  stats: () => [...dashboardKeys.all, 'stats'] as const,
};

export const settingsKeys = {
  all: ['site-settings'] as const,
  list: () => [...settingsKeys.all, 'list'] as const,
};

/**
 * Urgent notices: `running` is what every public page shows above its header (the layout reads
 * it, so a change of it stales every page for the prerender service); `admin` the back office's
 * list of all of them.
 */
export const noticeKeys = {
  all: ['notices'] as const,
  running: () => [...noticeKeys.all, 'running'] as const,
  admin: () => [...noticeKeys.all, 'admin'] as const,
};

/**
 * The school calendar: under `public` what visitors read (the calendar's coming events, the home
 * page's next ones: a change of events stales the pages that read them), `admin` the back
 * office's list of every event.
 */
export const eventKeys = {
  all: ['events'] as const,
  public: () => [...eventKeys.all, 'public'] as const,
  coming: () => [...eventKeys.public(), 'coming'] as const,
  next: (limit: number) => [...eventKeys.public(), 'next', limit] as const,
  admin: () => [...eventKeys.all, 'admin'] as const,
};

/**
 * Documents to download: `public` what the /documents page reads (each document with its files'
 * versions, their size and type); `admin` the back office's list.
 */
export const documentKeys = {
  all: ['documents'] as const,
  public: () => [...documentKeys.all, 'public'] as const,
  admin: () => [...documentKeys.all, 'admin'] as const,
};

export const activityKeys = {
  all: ['activity'] as const,
  recent: (limit: number) => [...activityKeys.all, 'recent', limit] as const,
};

/**
 * Everything a change of content makes stale: every list and article (public and back office),
 * the dashboard's counts and the activity log the database writes for it. Used by the content
 * mutations and by the live updates, so an edit here and an edit seen from elsewhere refresh the
 * same reads.
 */
export async function invalidateContent(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: contentKeys.all }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  ]);
}

/**
 * Everything a prerendered page may have been seeded with: the public content reads, the
 * settings, the running notices, the public events and the documents. What a page refetches when the data version document says
 * the data changed.
 */
export async function invalidatePublicData(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: contentKeys.public() }),
    queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
    queryClient.invalidateQueries({ queryKey: noticeKeys.running() }),
    queryClient.invalidateQueries({ queryKey: eventKeys.public() }),
    queryClient.invalidateQueries({ queryKey: documentKeys.public() }),
  ]);
}
