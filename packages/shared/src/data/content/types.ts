import type { Tables, TablesInsert, TablesUpdate } from '../../supabase/database.types';

export type ContentItem = Tables<'content_management'>;
export type ContentInsert = TablesInsert<'content_management'>;
export type ContentUpdate = TablesUpdate<'content_management'>;
export const contentTypes = ['blog', 'news'] as const;
export const contentStatuses = ['draft', 'published'] as const;
export const blogCategories = [
  'education',
  'pedagogy',
  'innovation',
  'spirituality',
  'community',
] as const;
export type ContentType = (typeof contentTypes)[number];
export type ContentStatus = (typeof contentStatuses)[number];
export type BlogCategory = (typeof blogCategories)[number];
export const LATEST_NEWS_LIMIT = 3;

/**
 * Scheduled items become public when their time comes; the database (RLS) decides, so a live
 * page's lists simply ask again on this interval, as well as on every realtime change. (Before
 * the page goes live, the data version document covers both: see live/data-version.ts.)
 */
export const PUBLIC_LIST_REFRESH_MS = 60_000;
export const CONTENT_IMAGES_BUCKET = 'content-images';
