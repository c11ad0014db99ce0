const extensions: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/**
 * The stored name of an uploaded image: 128 random bits in hex and the extension of its type,
 * e.g. `3f9c…e1.jpg`. Nothing of the original file name: names of images uploaded for drafts
 * (often the article's title) must reveal nothing, and a random name cannot be guessed either.
 * `getRandomValues` rather than `randomUUID`, which browsers offer on https pages only.
 */
export function storageFileName(file: { type: string }): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const id = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${id}.${extensions[file.type] ?? 'bin'}`;
}

export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export function isAcceptedImage(file: { type: string; size: number }): boolean {
  return (
    (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type) && file.size <= MAX_IMAGE_BYTES
  );
}
