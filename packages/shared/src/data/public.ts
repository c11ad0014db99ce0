// Data access of the public pages: published content, live updates, site settings.
// No form validation here, so a visitor's first load does not carry zod.
export {
  CONTENT_IMAGES_BUCKET,
  LATEST_NEWS_LIMIT,
  blogCategories,
  contentStatuses,
  contentTypes,
} from './content/types';
export type {
  BlogCategory,
  ContentInsert,
  ContentItem,
  ContentStatus,
  ContentType,
  ContentUpdate,
} from './content/types';
export { isPubliclyVisible, publishedAtFor } from './content/published-at';
// One item in the visitor's language, or its French version marked as such.
export {
  addressSlug,
  contentTypeOf,
  hasVersion,
  localizeContent,
  translationLocales,
  versionsOf,
} from './content/localize';
export type { LocalizedContent, TranslatableContent, TranslationLocale } from './content/localize';
export { resolveImageUrl } from './content/image-url';
export { fetchLatestNews, latestNewsQueryOptions, useLatestNews } from './content/get-latest-news';
export type { LatestNewsItem } from './content/get-latest-news';
export {
  CONTENT_PAGE_SIZE,
  PUBLIC_LIST_REFRESH_MS,
  fetchPublishedContent,
} from './content/get-published-content';
export type { ContentPage } from './content/get-published-content';
export { fetchNews, newsQueryOptions, useNews } from './content/get-news';
export { blogPostsQueryOptions, fetchBlogPosts, useBlogPosts } from './content/get-blog-posts';
export { articleQueryOptions, fetchArticle, useArticle } from './content/get-article';
export { subscribeContentChanges, useContentChanges } from './content/subscribe-content-changes';
export * from './settings/reads';
export type { DataQueryMeta, QueryHookOptions } from './options';
// The contact form's markup (its rules and sending load later, from data/contact).
export { CONTACT_MAX_LENGTHS } from './contact/limits';
