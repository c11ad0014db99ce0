export {
  DEFAULT_REMOTE_TIMEOUT_MS,
  LOCAL_SUPABASE_ANON_KEY,
  LOCAL_SUPABASE_URL,
  RuntimeConfigError,
  getRuntimeConfig,
  parseRuntimeConfig,
  setRuntimeConfig,
} from './runtime/runtime-config';
export type { RuntimeConfig } from './runtime/runtime-config';
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
  LOCALE_STORAGE_KEY,
  applyLocaleToDocument,
  directionOf,
  isLocale,
  locales,
  useLocaleStore,
} from './stores/locale-store';
export type { Direction, Locale } from './stores/locale-store';
export {
  adminRoles,
  applySession,
  isAdminRole,
  resetAuthForTests,
  startAuth,
  useAuthStore,
} from './stores/auth-store';
export type { AuthState, AuthStatus, Role } from './stores/auth-store';
export { getSupabase, setSupabaseForTests } from './supabase/client';
export type { TypedSupabaseClient } from './supabase/client';
export type { Database, Json, Tables, TablesInsert, TablesUpdate } from './supabase/database.types';
export { contentKeys, dashboardKeys, profileKeys, settingsKeys } from './data/keys';
export {
  CONTENT_IMAGES_BUCKET,
  LATEST_NEWS_LIMIT,
  blogCategories,
  contentStatuses,
  contentTypes,
} from './data/content/types';
export type {
  BlogCategory,
  ContentInsert,
  ContentItem,
  ContentStatus,
  ContentType,
  ContentUpdate,
} from './data/content/types';
export { isPubliclyVisible, publishedAtFor } from './data/content/published-at';
export { resolveImageUrl } from './data/content/image-url';
export {
  fetchLatestNews,
  latestNewsQueryOptions,
  useLatestNews,
} from './data/content/get-latest-news';
export type { LatestNewsItem } from './data/content/get-latest-news';
export { fetchNews, newsQueryOptions, useNews } from './data/content/get-news';
export { blogPostsQueryOptions, fetchBlogPosts, useBlogPosts } from './data/content/get-blog-posts';
export { articleQueryOptions, fetchArticle, useArticle } from './data/content/get-article';
export {
  adminContentQueryOptions,
  fetchAdminContent,
  useAdminContent,
} from './data/content/get-admin-content';
export {
  contentFormSchema,
  createContent,
  toContentRow,
  useCreateContent,
} from './data/content/create-content';
export type { ContentFormInput, ContentFormValues } from './data/content/create-content';
export { updateContent, useUpdateContent } from './data/content/update-content';
export { deleteContent, useDeleteContent } from './data/content/delete-content';
export {
  subscribeContentChanges,
  useContentChanges,
} from './data/content/subscribe-content-changes';
export {
  dashboardStatsQueryOptions,
  fetchDashboardStats,
  useDashboardStats,
} from './data/dashboard/get-dashboard-stats';
export type { DashboardStats } from './data/dashboard/get-dashboard-stats';
export { fetchProfiles, profilesQueryOptions, useProfiles } from './data/profiles/get-profiles';
export type { Profile } from './data/profiles/get-profiles';
export {
  fetchSettings,
  settingInputType,
  settingsQueryOptions,
  useSettings,
} from './data/settings/get-settings';
export type { SiteSetting } from './data/settings/get-settings';
export { updateSettings, useUpdateSettings } from './data/settings/update-settings';
export {
  ACCEPTED_IMAGE_TYPES,
  MAX_IMAGE_BYTES,
  isAcceptedImage,
  storageFileName,
} from './data/storage/file-name';
export { uploadContentImage, useUploadContentImage } from './data/storage/upload-content-image';
export {
  contactMessageSchema,
  createContactMessage,
  useCreateContactMessage,
} from './data/contact/create-contact-message';
export type { ContactMessageInput } from './data/contact/create-contact-message';
export {
  newsletterSchema,
  subscribeNewsletter,
  useSubscribeNewsletter,
} from './data/newsletter/subscribe-newsletter';
export type { NewsletterResult } from './data/newsletter/subscribe-newsletter';
export { RemoteIntlProvider } from './i18n/remote-intl';
export type { Catalogs } from './i18n/remote-intl';
