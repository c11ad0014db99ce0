import { defaultShareImagePath, SHARE_IMAGE_SIZE } from '@school/platform/site-files';
// Through the package's main entry, a singleton the shell provides (no copy in this entry).
import { storageImageUrl } from '@school/shared';
import { absoluteUrl } from './site-origin';

export interface ShareImage {
  url: string;
  width?: number;
  height?: number;
}

/**
 * The picture a share preview shows: an uploaded image cut to 1200 × 630 by Storage's image
 * transformations (in its own format: JPEG or PNG, which every messenger shows), or the share
 * image the site ships for this kind of page. An image that cannot be transformed is given as it
 * is, without a size.
 */
export function shareImage(featured: string | null | undefined, kind: string): ShareImage {
  if (featured) {
    const cut = storageImageUrl(featured, {
      ...SHARE_IMAGE_SIZE,
      resize: 'cover',
      quality: 80,
      format: 'origin',
    });
    return cut ? { url: cut, ...SHARE_IMAGE_SIZE } : { url: absoluteUrl(featured) };
  }
  return { url: absoluteUrl(defaultShareImagePath(kind)), ...SHARE_IMAGE_SIZE };
}

/** Links that share an address: they work without JavaScript (plain links). */
export function shareLinks(url: string, title: string): { whatsapp: string; facebook: string } {
  return {
    // WhatsApp shows the text as the message, and the address's preview below it.
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  };
}
