import { MAX_IMAGE_BYTES } from './file-name';

export interface ShrinkOptions {
  maxBytes?: number;
  /** The longest side tried first; each later attempt is smaller. */
  maxDimension?: number;
}

type Encoded = { blob: Blob; type: string };

async function encode(
  bitmap: ImageBitmap,
  width: number,
  height: number,
  type: string,
  quality: number,
): Promise<Encoded> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas unavailable');
  context.drawImage(bitmap, 0, 0, width, height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));
  if (!blob) throw new Error('Image encoding failed');
  return { blob, type: blob.type || type };
}

/** Whether any pixel of the image is not fully opaque (read from a copy at most 256 px wide). */
function hasTransparency(bitmap: ImageBitmap): boolean {
  const scale = Math.min(1, 256 / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('Canvas unavailable');
  context.drawImage(bitmap, 0, 0, width, height);
  const { data } = context.getImageData(0, 0, width, height);
  for (let i = 3; i < data.length; i += 4) if (data[i]! < 255) return true;
  return false;
}

const extensions: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/png': 'png',
};

/**
 * A phone photo is often larger than the bucket's 5 MB limit: instead of refusing it, the
 * browser scales it down (and re-encodes it) until it fits. A file already small enough is
 * returned as it is; a GIF (possibly animated) is never re-encoded.
 *
 * Photos become JPEG and WebP stays WebP. An image with transparent pixels (a PNG logo, a
 * cut-out) keeps them: it becomes WebP, or stays PNG where the browser cannot encode WebP
 * (`toBlob` then answers with a PNG), never JPEG, which has no transparency.
 */
export async function shrinkImage(
  file: File,
  { maxBytes = MAX_IMAGE_BYTES, maxDimension = 2560 }: ShrinkOptions = {},
): Promise<File> {
  if (file.size <= maxBytes || file.type === 'image/gif') return file;
  const bitmap = await createImageBitmap(file);
  try {
    const type =
      file.type === 'image/webp' || (file.type !== 'image/jpeg' && hasTransparency(bitmap))
        ? 'image/webp'
        : 'image/jpeg';
    let longest = Math.min(maxDimension, Math.max(bitmap.width, bitmap.height));
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const scale = longest / Math.max(bitmap.width, bitmap.height);
      const width = Math.max(1, Math.round(bitmap.width * scale));
      const height = Math.max(1, Math.round(bitmap.height * scale));
      const { blob, type: encoded } = await encode(
        bitmap,
        width,
        height,
        type,
        0.85 - attempt * 0.08,
      );
      if (blob.size <= maxBytes) {
        const extension = extensions[encoded] ?? 'jpg';
        const name = file.name.replace(/\.[^.]*$/, '') + `.${extension}`;
        return new File([blob], name, { type: encoded, lastModified: file.lastModified });
      }
      longest = Math.round(longest * 0.75);
    }
    throw new Error('Image still too large after scaling');
  } finally {
    bitmap.close();
  }
}
