import { peekRuntimeConfig } from '../runtime/runtime-config';

/**
 * The one way from a stored image's address to the sizes a layout needs. Featured images live in
 * a public Storage bucket; Storage's image transformations (hosted Supabase's imgproxy, or the
 * local stack's sharp: `supabase/stack/render.mjs`) serve any width of them in AVIF or WebP at
 * `/storage/v1/render/image/public/<bucket>/<path>`. Every component that shows an uploaded image
 * builds its `srcset` here, so the same code runs against either.
 */

export type ImageFormat = 'avif' | 'webp' | 'origin';

export interface ImageTransform {
  width?: number;
  height?: number;
  /** `cover` crops to the box (Storage's default), `contain` fits inside, `fill` stretches. */
  resize?: 'cover' | 'contain' | 'fill';
  /** 20 to 100 (Storage's range). */
  quality?: number;
  /** Left out: Storage picks WebP for a browser that accepts it, the original format otherwise. */
  format?: ImageFormat;
}

/** A picture in the shape `<picture>` wants it: what `Picture` and `HeroSlide` draw. */
export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  sizes?: string;
  /** Modern formats first: the browser takes the first `type` it can decode. */
  sources?: { type: string; srcSet: string }[];
  /** Intrinsic size: with `height`, the aspect ratio the page reserves before the image arrives. */
  width: number;
  height: number;
}

export interface ResponsiveImageOptions {
  /** Widths offered to the browser, in CSS pixels times density; it picks one from `sizes`. */
  widths: readonly number[];
  /** Width and height of the frame the image fills (the server crops to it). */
  aspect: readonly [number, number];
  /** How wide the image is drawn, as the `sizes` attribute says it. */
  sizes: string;
  /** Per format: AVIF holds the same look at a lower number than WebP. */
  quality?: { avif: number; webp: number };
}

/** Widths of the site's images: few, so each rendition serves many visitors from the cache. */
export const IMAGE_WIDTHS = [320, 480, 640, 960, 1280, 1600] as const;
const DEFAULT_QUALITY = { avif: 50, webp: 70 };
const LIMIT = 2500;
const OBJECT_PATH = '/storage/v1/object/public/';
const RENDER_PATH = '/storage/v1/render/image/public/';

/** The Storage origin this site uses, when the runtime configuration is known. */
function storageOrigin(): string | null {
  const config = peekRuntimeConfig();
  if (!config) return null;
  try {
    return new URL(config.supabase.url).origin;
  } catch {
    return null;
  }
}

/** Whether transformations may be asked for (a project without them sets it off). */
function transformationsEnabled(): boolean {
  return peekRuntimeConfig()?.imageTransformations !== false;
}

const clamp = (value: number, min: number, max: number) =>
  Math.min(max, Math.max(min, Math.round(value)));

/**
 * The address of a public Storage object transformed, or null when `src` is not a public object
 * of this site's Storage (an outside address, a `data:` or `blob:` URL, the fallback artwork) or
 * transformations are off: the caller then shows `src` as it is.
 */
export function storageImageUrl(src: string, transform: ImageTransform): string | null {
  if (!transformationsEnabled()) return null;
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol) || !url.pathname.startsWith(OBJECT_PATH)) return null;
  const origin = storageOrigin();
  if (origin && url.origin !== origin) return null;
  const object = url.pathname.slice(OBJECT_PATH.length);
  if (!object.includes('/')) return null;
  const query = new URLSearchParams();
  if (transform.width) query.set('width', String(clamp(transform.width, 1, LIMIT)));
  if (transform.height) query.set('height', String(clamp(transform.height, 1, LIMIT)));
  if (transform.resize) query.set('resize', transform.resize);
  if (transform.quality) query.set('quality', String(clamp(transform.quality, 20, 100)));
  if (transform.format) query.set('format', transform.format);
  const search = query.toString();
  return `${url.origin}${RENDER_PATH}${object}${search ? `?${search}` : ''}`;
}

/**
 * A stored image as a `<picture>`: AVIF at every width, then (the `<img>`) the format Storage
 * picks from the browser's Accept header, each cropped to the frame's aspect ratio so `width` and
 * `height` hold. An address that cannot be transformed comes back as it is, with the frame's
 * proportions.
 */
export function responsiveImage(src: string, options: ResponsiveImageOptions): ResponsiveImage {
  const [aspectWidth, aspectHeight] = options.aspect;
  const widths = [...new Set(options.widths)].sort((a, b) => a - b);
  const largest = widths[widths.length - 1] ?? 1600;
  const heightOf = (width: number) => Math.round((width * aspectHeight) / aspectWidth);
  const quality = options.quality ?? DEFAULT_QUALITY;
  const at = (width: number, format?: 'avif') =>
    storageImageUrl(src, {
      width,
      height: heightOf(width),
      resize: 'cover',
      quality: format === 'avif' ? quality.avif : quality.webp,
      ...(format ? { format } : {}),
    });
  const size = { width: largest, height: heightOf(largest) };
  if (widths.length === 0 || at(largest) === null) return { src, ...size };
  const set = (format?: 'avif') =>
    widths.map((width) => `${at(width, format)} ${width}w`).join(', ');
  // The middle width for a browser without srcset (none today; a crawler, perhaps).
  const fallback = widths[Math.floor((widths.length - 1) / 2)] ?? largest;
  return {
    src: at(fallback) ?? src,
    srcSet: set(),
    sizes: options.sizes,
    sources: [{ type: 'image/avif', srcSet: set('avif') }],
    ...size,
  };
}
