import type { ImgHTMLAttributes } from 'react';
import { preconnect, preload } from 'react-dom';

/** One picture at several widths and formats, as `<picture>` takes it. */
export interface PictureImage {
  /** The address for a browser that reads no `srcset` (and the key of the preload). */
  src: string;
  srcSet?: string;
  /** How wide the picture is drawn: the browser picks a width of `srcSet` from it. */
  sizes?: string;
  /** Modern formats first (`image/avif`…): the browser takes the first it can decode. */
  sources?: { type: string; srcSet: string }[];
  /**
   * Intrinsic size: the page reserves the aspect ratio before the picture arrives. Left out
   * only where a frame of fixed proportions holds the picture (`CardMedia`).
   */
  width?: number;
  height?: number;
}

export interface PictureProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'loading' | 'fetchPriority' | 'alt'
> {
  image: PictureImage;
  /** Empty when the picture only decorates. */
  alt: string;
  /**
   * The page's largest paint: loaded at once with high priority, and preloaded from the HTML's
   * `<head>` (React writes the `<link rel="preload">` there when the page is prerendered).
   * Every other picture is lazy: it loads as it nears the screen.
   */
  priority?: boolean;
}

/** The origin of an absolute address (a CDN, the Storage API), to connect to early. */
function originOf(src: string): string | null {
  try {
    return /^https?:\/\//.test(src) ? new URL(src).origin : null;
  } catch {
    return null;
  }
}

/** Asks for the picture as the `<picture>` below will: its first source, at the same sizes. */
function preloadPicture(image: PictureImage) {
  const origin = originOf(image.src);
  if (origin) preconnect(origin);
  const source = image.sources?.[0];
  preload(image.src, {
    as: 'image',
    fetchPriority: 'high',
    ...(source
      ? { imageSrcSet: source.srcSet, type: source.type }
      : image.srcSet
        ? { imageSrcSet: image.srcSet }
        : {}),
    ...(image.sizes && (source ?? image.srcSet) ? { imageSizes: image.sizes } : {}),
  });
}

/** A responsive image: modern formats first, the widths a phone needs, its intrinsic size. */
export function Picture({ image, alt, priority = false, ...rest }: PictureProps) {
  // An inline `data:` image is in the page already: nothing to fetch early.
  if (priority && !image.src.startsWith('data:')) preloadPicture(image);
  const img = (
    <img
      {...rest}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? image.sizes : undefined}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
    />
  );
  if (!image.sources?.length) return img;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={image.sizes} />
      ))}
      {img}
    </picture>
  );
}
