import { useMutation } from '@tanstack/react-query';
import { getSupabase } from '@school/shared';
import type { MutationHookOptions } from '../options';
import { CONTENT_IMAGES_BUCKET } from '../content/types';
import { storageFileName } from './file-name';
import { shrinkImage } from './shrink-image';

/**
 * Uploads a featured image (scaled down first when larger than the bucket allows) and returns
 * its public URL (stored as featured_image).
 */
export async function uploadContentImage(original: File): Promise<string> {
  const file = await shrinkImage(original);
  const client = await getSupabase();
  const name = storageFileName(file);
  const bucket = client.storage.from(CONTENT_IMAGES_BUCKET);
  const { error } = await bucket.upload(name, file, {
    contentType: file.type,
    cacheControl: '3600',
  });
  if (error) throw error;
  return bucket.getPublicUrl(name).data.publicUrl;
}

export function useUploadContentImage(options: MutationHookOptions<string, File> = {}) {
  return useMutation({ ...options, mutationFn: uploadContentImage });
}
