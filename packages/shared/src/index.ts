export {
  DEFAULT_REMOTE_TIMEOUT_MS,
  LOCAL_SUPABASE_ANON_KEY,
  LOCAL_SUPABASE_URL,
  RuntimeConfigError,
  getRuntimeConfig,
  parseRuntimeConfig,
  peekRuntimeConfig,
  setRuntimeConfig,
} from './runtime/runtime-config';
export type { RuntimeConfig } from './runtime/runtime-config';
// The one builder of a stored image's addresses (Storage's image transformations).
export { IMAGE_WIDTHS, responsiveImage, storageImageUrl } from './images/storage-image';
export type {
  ImageFormat,
  ImageTransform,
  ResponsiveImage,
  ResponsiveImageOptions,
} from './images/storage-image';
export {
  THEME_STORAGE_KEY,
  resolveTheme,
  themePreferences,
  useResolvedTheme,
  useThemeStore,
} from './stores/theme-store';
export type { ResolvedTheme, ThemePreference } from './stores/theme-store';
export {
  DEFAULT_LOCALE,
  applyLocaleToDocument,
  directionOf,
  followAddress,
  isLocale,
  locales,
  useLocale,
  useLocaleStore,
} from './stores/locale-store';
export type { Direction, Locale } from './stores/locale-store';
// Whether a session is stored in this browser; the session itself is the ./auth entry's.
export { hasStoredSession, isAuthStorageKey } from './stores/stored-session';
export {
  getSupabase,
  preloadSupabase,
  setSupabaseForTests,
  supabaseConnection,
} from './supabase/client';
export type { TypedSupabaseClient } from './supabase/client';
export type { Database, Json, Tables, TablesInsert, TablesUpdate } from './supabase/database.types';
// Query keys of every domain and the one invalidation of each, shared by the data entries and by
// whoever invalidates them. The data entries import them from here, by the package's name: each
// entry is a shared module of its own, and a relative import would give each its own copy.
// The back office's other domains are in data/admin-keys.ts (the data/admin entry).
export {
  activityKeys,
  contentKeys,
  dashboardKeys,
  invalidateContent,
  invalidatePublicData,
  noticeKeys,
  eventKeys,
  documentKeys,
  settingsKeys,
} from './data/keys';
export { LocaleIntlProvider, RemoteIntlProvider, withCatalog } from './i18n/remote-intl';
export {
  carryCatalogs,
  catalogKey,
  dropCarriedCatalogs,
  loadCatalogOnce,
  namedCatalog,
  useCatalog,
  UsedCatalogsContext,
} from './i18n/catalog';
export type { CarriedCatalogs, CatalogLoader, CatalogMessages } from './i18n/catalog';
export { NotFound, ShellSlotsContext } from './runtime/shell-slots';
export { remotePages } from './runtime/remote-pages';
export { HydrateOnDemand, useOpenHeldPartsOnChange } from './runtime/hydrate-on-demand';
export { Island } from './runtime/island';
export type { HydrateWhen } from './runtime/hydrate-on-demand';
export type { ShellSlots } from './runtime/shell-slots';
export { splitLocalePath, useLinks } from './i18n/locale-path';
export { usePageLocale } from './i18n/page-locale';
// The site's one set of link builders (the route table's addresses in each language).
export { DRAFT_PARAM, localizedPath, paths } from '@school/platform/paths';
export type { LocalePaths } from '@school/platform/paths';
// The calendar's .ics addresses (the calendar page, the home page's next events).
export { calendarEventPath, calendarFeedPath } from '@school/platform/calendar-paths';
// The one way from stored text (settings, messages) to a link.
export { mailtoHref, safeWebUrl, telHref } from './links/setting-links';
// The one mapping of the school's settings to what the pages show, through those sanitizers.
export {
  emptySiteInfo,
  localizedSettingText,
  siteInfoFrom,
  textLangAttribute,
} from './data/settings/site-info';
export type { LocalizedField, SiteInfo, SocialLinks } from './data/settings/site-info';
export type { LocalizedText, OpeningHoursSlot } from './data/settings/setting-rules';
// The one rendering of the opening hours (Intl, in the page's language), wherever they show.
export {
  defaultOpeningHours,
  formatDays,
  formatTimeOfDay,
  openingHoursLines,
  weekdayName,
} from './data/settings/opening-hours';
export type { OpeningHoursLine } from './data/settings/opening-hours';
export { isEmailAddress } from './data/newsletter/email-address';
export { isRateLimited, RATE_LIMITED_CODE } from './data/rate-limit';
// What a failed request says, for the toasts and alerts that report it.
export { errorMessage } from './data/error-message';
// Reads that fail with `meta.errorToast`: the shell's query cache reports them, its toast region
// shows them (one toast per failure).
export { reportLoadError, subscribeLoadErrors, useLoadErrorToasts } from './data/load-errors';
export type { LoadError, LoadErrorToast } from './data/load-errors';
export type { DataQueryMeta } from './data/options';
// The one guard of every internal link (language switcher, return paths, article links).
export { safeInternalPath } from '@school/platform/safe-path';
// French « de » before a name, elided before a vowel (« d'Enfant »): every sentence that puts a
// name after « de » (pages, back office; the mails import the same module).
export { elidesDe, frenchDe } from '@school/platform/french';
// The site's public files, for the head tags (./seo): through this entry, a shared singleton, the
// page holds one copy of them and of the paths and path guard they use (each shared entry
// importing @school/platform directly bundled its own).
export {
  LOGO_PATH,
  OG_LOCALES,
  SHARE_IMAGE_SIZE,
  defaultShareImagePath,
  feedPath,
} from '@school/platform/site-files';
// The live layer (supabase-js, realtime, re-reads) of a page, one switch shared by the shell and
// every remote; what starts it; and the data version check that keeps a prerendered page's data
// current without it (see live/live.ts).
export {
  everyWhileLive,
  freshUntilLive,
  isLive,
  liveReason,
  resetLiveForTests,
  startLive,
  whenLive,
} from './live/live';
export type { LiveReason } from './live/live';
export {
  LIVE_AFTER_VISIBLE_MS,
  observeLiveList,
  resetLiveTriggersForTests,
  watchLiveTriggers,
} from './live/live-triggers';
export { DATA_VERSION_CHECK_MS, fetchDataVersion, watchDataVersion } from './live/data-version';
export { followPublicData } from './live/follow-seeded-data';
// Where a page's reads come from: the data it came with, then TanStack Query once loaded.
export {
  PageDataContext,
  createPageData,
  hashPageKey,
  pageDataOf,
  peekPageData,
  usePageData,
} from './live/page-data';
export type { PageData, QueryLayer, SeededQuery } from './live/page-data';
export { usePageInfiniteQuery, usePageQuery } from './live/page-query';
export type {
  PageInfiniteQueryOptions,
  PageInfiniteQueryResult,
  PageQueryOptions,
} from './live/page-query';
