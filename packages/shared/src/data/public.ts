// Data access of the public pages: published content, live updates, site settings. The news,
// blog and article reads are data/articles (the pages that show them load it).
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
// The school calendar: the calendar page's coming events and the home page's next ones.
export {
  COMING_EVENTS_LIMIT,
  NEXT_EVENTS_LIMIT,
  comingEventsQueryOptions,
  fetchComingEvents,
  nextEventsQueryOptions,
  useComingEvents,
  useNextEvents,
} from './events/get-events';
export {
  EVENT_LEVELS,
  EVERYONE,
  levelNames,
  eventTexts,
  eventsForLevel,
  groupByMonth,
  isEventLevel,
  isForEveryone,
  lastDayOf,
  levelFromParam,
  monthOf,
} from './events/event';
export type { EventLevel, SchoolEvent } from './events/event';
// Documents to download (/documents): each with its files' size and type, at stable addresses.
export {
  documentUrl,
  fetchPublicDocuments,
  publicDocumentsQueryOptions,
  usePublicDocuments,
} from './documents/get-documents';
export type { PublicDocument } from './documents/get-documents';
export {
  documentCategories,
  documentLevels,
  documentTitle,
  fileTypeLabel,
  formatFileSize,
  servedFile,
} from './documents/document';
export type {
  DocumentCategory,
  DocumentFile,
  DocumentLevel,
  SchoolDocument,
} from './documents/document';
