// What pages say about themselves to search engines, feed readers and share previews: the
// `<head>` tags of every public page (PageHead), structured data (JSON-LD) and share links.
export { PageHead, useCachedSiteInfo } from './seo/page-head';
export type { PageHeadProps } from './seo/page-head';
export {
  articleJsonLd,
  breadcrumbJsonLd,
  jsonLdText,
  schoolJsonLd,
  openingHoursSpecification,
} from './seo/json-ld';
export type { ArticleJsonLdInput, JsonLd, SchoolJsonLdInput } from './seo/json-ld';
export { shareImage, shareLinks } from './seo/share';
export type { ShareImage } from './seo/share';
export { absoluteUrl, setServerOrigin, siteOrigin } from './seo/site-origin';
export { LOGO_PATH, defaultShareImagePath } from '@school/platform/site-files';
