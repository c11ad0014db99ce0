// The home page's raster artwork (see scripts/make-images.mjs). `?url` keeps every file a
// separate, cacheable request: none is inlined into the JavaScript.
import campus1600Avif from '../../../assets/images/hero-campus-1600.avif?url';
import campus1600Jpg from '../../../assets/images/hero-campus-1600.jpg?url';
import campus1600Webp from '../../../assets/images/hero-campus-1600.webp?url';
import campus480Avif from '../../../assets/images/hero-campus-480.avif?url';
import campus480Jpg from '../../../assets/images/hero-campus-480.jpg?url';
import campus480Webp from '../../../assets/images/hero-campus-480.webp?url';
import campus960Avif from '../../../assets/images/hero-campus-960.avif?url';
import campus960Jpg from '../../../assets/images/hero-campus-960.jpg?url';
import campus960Webp from '../../../assets/images/hero-campus-960.webp?url';
import community1600Avif from '../../../assets/images/hero-community-1600.avif?url';
import community1600Jpg from '../../../assets/images/hero-community-1600.jpg?url';
import community1600Webp from '../../../assets/images/hero-community-1600.webp?url';
import community480Avif from '../../../assets/images/hero-community-480.avif?url';
import community480Jpg from '../../../assets/images/hero-community-480.jpg?url';
import community480Webp from '../../../assets/images/hero-community-480.webp?url';
import community960Avif from '../../../assets/images/hero-community-960.avif?url';
import community960Jpg from '../../../assets/images/hero-community-960.jpg?url';
import community960Webp from '../../../assets/images/hero-community-960.webp?url';
import learning1600Avif from '../../../assets/images/hero-learning-1600.avif?url';
import learning1600Jpg from '../../../assets/images/hero-learning-1600.jpg?url';
import learning1600Webp from '../../../assets/images/hero-learning-1600.webp?url';
import learning480Avif from '../../../assets/images/hero-learning-480.avif?url';
import learning480Jpg from '../../../assets/images/hero-learning-480.jpg?url';
import learning480Webp from '../../../assets/images/hero-learning-480.webp?url';
import learning960Avif from '../../../assets/images/hero-learning-960.avif?url';
import learning960Jpg from '../../../assets/images/hero-learning-960.jpg?url';
import learning960Webp from '../../../assets/images/hero-learning-960.webp?url';
import promoter320Avif from '../../../assets/images/promoter-320.avif?url';
import promoter320Jpg from '../../../assets/images/promoter-320.jpg?url';
import promoter320Webp from '../../../assets/images/promoter-320.webp?url';
import promoter640Avif from '../../../assets/images/promoter-640.avif?url';
import promoter640Jpg from '../../../assets/images/promoter-640.jpg?url';
import promoter640Webp from '../../../assets/images/promoter-640.webp?url';

export interface ResponsiveImage {
  /** The JPEG of the middle width: what a browser without srcset support shows. */
  src: string;
  srcSet: string;
  sources: { type: string; srcSet: string }[];
  width: number;
  height: number;
}

type Files = Record<number, { avif: string; webp: string; jpg: string }>;

function responsive(
  files: Files,
  width: number,
  height: number,
  fallbackWidth: number,
): ResponsiveImage {
  const entries = Object.entries(files).map(([w, formats]) => ({ width: Number(w), ...formats }));
  const set = (format: 'avif' | 'webp' | 'jpg') =>
    entries.map((entry) => `${entry[format]} ${entry.width}w`).join(', ');
  const fallback = entries.find((entry) => entry.width === fallbackWidth) ?? entries[0];
  return {
    src: fallback?.jpg ?? '',
    srcSet: set('jpg'),
    sources: [
      { type: 'image/avif', srcSet: set('avif') },
      { type: 'image/webp', srcSet: set('webp') },
    ],
    width,
    height,
  };
}

/** The three hero slides' artwork, in slide order (16:10 drawings). */
export const heroImages: readonly [ResponsiveImage, ResponsiveImage, ResponsiveImage] = [
  responsive(
    {
      480: { avif: campus480Avif, webp: campus480Webp, jpg: campus480Jpg },
      960: { avif: campus960Avif, webp: campus960Webp, jpg: campus960Jpg },
      1600: { avif: campus1600Avif, webp: campus1600Webp, jpg: campus1600Jpg },
    },
    1600,
    1000,
    960,
  ),
  responsive(
    {
      480: { avif: learning480Avif, webp: learning480Webp, jpg: learning480Jpg },
      960: { avif: learning960Avif, webp: learning960Webp, jpg: learning960Jpg },
      1600: { avif: learning1600Avif, webp: learning1600Webp, jpg: learning1600Jpg },
    },
    1600,
    1000,
    960,
  ),
  responsive(
    {
      480: { avif: community480Avif, webp: community480Webp, jpg: community480Jpg },
      960: { avif: community960Avif, webp: community960Webp, jpg: community960Jpg },
      1600: { avif: community1600Avif, webp: community1600Webp, jpg: community1600Jpg },
    },
    1600,
    1000,
    960,
  ),
];

/** The promoter's portrait (4:5). */
export const promoterImage: ResponsiveImage = responsive(
  {
    320: { avif: promoter320Avif, webp: promoter320Webp, jpg: promoter320Jpg },
    640: { avif: promoter640Avif, webp: promoter640Webp, jpg: promoter640Jpg },
  },
  640,
  800,
  320,
);
