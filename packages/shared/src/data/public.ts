// Data access of the public pages: published content, live updates, site settings. The news,
// blog and article reads are data/articles, the calendar's data/events and the documents'
// data/documents (the pages that show them load them).
// No form validation here, so a visitor's first load does not carry zod.
export {
  CONTENT_IMAGES_BUCKET,
  LATEST_NEWS_LIMIT,
  PUBLIC_LIST_REFRESH_MS,
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
  addressColumn,
  addressSlug,
  contentTypeOf,
  hasVersion,
  localizeContent,
  translationLocales,
  versionsOf,
} from './content/localize';
export type { LocalizedContent, TranslatableContent, TranslationLocale } from './content/localize';
export { resolveImageUrl, withResolvedImages } from './content/image-url';
export { fetchLatestNews, latestNewsQueryOptions, useLatestNews } from './content/get-latest-news';
export type { LatestNewsItem } from './content/get-latest-news';
export { subscribeContentChanges, useContentChanges } from './content/subscribe-content-changes';
export * from './settings/reads';
export type { DataQueryMeta, QueryHookOptions } from './options';
// The contact form's markup (its rules and sending load later, from data/contact).
export { CONTACT_MAX_LENGTHS } from './contact/limits';
// Urgent notices, above the header of every page (the shell's layout draws them).
export {
  fetchRunningNotices,
  runningNoticesQueryOptions,
  useRunningNotices,
} from './notices/get-running-notices';
export type { Notice, NoticeLevel } from './notices/notice';
