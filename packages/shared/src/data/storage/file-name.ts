/**
 * The stored name of an uploaded image: a timestamp prefix, then the original name with every
 * character other than letters, digits, dot, dash and underscore replaced by an underscore.
 */
export function storageFileName(originalName: string, now: number = Date.now()): string {
  const safe = originalName.replace(/[^a-zA-Z0-9._-]/g, '_');
  return `${now}-${safe || 'image'}`;
}

export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export function isAcceptedImage(file: { type: string; size: number }): boolean {
  return (
    (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type) && file.size <= MAX_IMAGE_BYTES
  );
}
