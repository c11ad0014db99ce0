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
export const CONTENT_IMAGES_BUCKET = 'content-images';
