import type { TypedSupabaseClient } from '@school/shared';
import { CONTENT_IMAGES_BUCKET } from './types';

/**
 * A featured image is stored as a public URL, or (seed data) as a path inside the bucket, so
 * the same rows work against any Supabase; a path becomes that Supabase's public URL.
 */
export function resolveImageUrl(client: TypedSupabaseClient, value: string | null): string | null {
  if (!value) return null;
  if (/^(https?:)?\/\//.test(value) || value.startsWith('data:')) return value;
  return client.storage.from(CONTENT_IMAGES_BUCKET).getPublicUrl(value).data.publicUrl;
}

/** Rows as the pages use them: every featured image a URL the browser can load. */
export function withResolvedImages<T extends { featured_image: string | null }>(
  client: TypedSupabaseClient,
  rows: T[],
): T[] {
  return rows.map((row) => ({
    ...row,
    featured_image: resolveImageUrl(client, row.featured_image),
  }));
}
