import type { Tables, TablesInsert, TablesUpdate } from '../../supabase/database.types';

export type ContentItem = Tables<'content_management'>;
export type ContentInsert = TablesInsert<'content_management'>;
export type ContentUpdate = TablesUpdate<'content_management'>;
export type ContentType = 'blog' | 'news';
export type ContentStatus = 'draft' | 'published';
export type BlogCategory = 'education' | 'pedagogy' | 'innovation' | 'spirituality' | 'community';

export const contentTypes: readonly ContentType[] = ['blog', 'news'];
export const contentStatuses: readonly ContentStatus[] = ['draft', 'published'];
export const blogCategories: readonly BlogCategory[] = [
  'education',
  'pedagogy',
  'innovation',
  'spirituality',
  'community',
];
export const LATEST_NEWS_LIMIT = 3;
export const CONTENT_IMAGES_BUCKET = 'content-images';
