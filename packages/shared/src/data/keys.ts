// Every query key of the data layer, in one place: reads use them, mutations invalidate them.
export const contentKeys = {
  all: ['content'] as const,
  public: () => [...contentKeys.all, 'public'] as const,
  latestNews: (limit: number) => [...contentKeys.public(), 'latest-news', limit] as const,
  news: () => [...contentKeys.public(), 'news'] as const,
  blog: () => [...contentKeys.public(), 'blog'] as const,
  /** One filtered blog list ('all' when no category is chosen). */
  blogList: (category: string | null) => [...contentKeys.blog(), category ?? 'all'] as const,
  article: (type: string, slug: string) =>
    [...contentKeys.public(), 'article', type, slug] as const,
  admin: () => [...contentKeys.all, 'admin'] as const,
};

export const dashboardKeys = {
  all: ['dashboard'] as const,
  stats: () => [...dashboardKeys.all, 'stats'] as const,
};

export const profileKeys = {
  all: ['profiles'] as const,
  list: () => [...profileKeys.all, 'list'] as const,
};

export const settingsKeys = {
  all: ['site-settings'] as const,
  list: () => [...settingsKeys.all, 'list'] as const,
};

export const activityKeys = {
  all: ['activity'] as const,
  recent: (limit: number) => [...activityKeys.all, 'recent', limit] as const,
};

export const messageKeys = {
  all: ['messages'] as const,
  contact: () => [...messageKeys.all, 'contact'] as const,
  /** One page of the inbox under one filter ('new' | 'handled' | 'all'), 0-based. */
  contactPage: (filter: string, page: number) =>
    [...messageKeys.contact(), 'page', filter, page] as const,
  unread: () => [...messageKeys.all, 'contact', 'unread'] as const,
  subscribers: () => [...messageKeys.all, 'subscribers'] as const,
};
