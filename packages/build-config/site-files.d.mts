export declare const ROBOTS_PATH: '/robots.txt';
export declare const SITEMAP_PATH: '/sitemap.xml';
export declare const FEED_TYPES: readonly ['news', 'blog'];
export declare const FEED_FILE: 'feed.xml';
export declare function feedPath(type: 'news' | 'blog', locale: 'fr' | 'ar' | 'en'): string;
export declare const OG_LOCALES: {
  readonly fr: 'fr_FR';
  readonly ar: 'ar_AR';
  readonly en: 'en_US';
};
export declare const SHARE_IMAGE_SIZE: { readonly width: 1200; readonly height: 630 };
export declare function defaultShareImagePath(kind: string): string;
export declare const LOGO_PATH: '/share/logo.png';
