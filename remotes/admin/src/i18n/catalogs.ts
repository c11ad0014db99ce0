import type { CatalogLoader } from '@school/shared';

/** This remote's Arabic or English catalog, one chunk each (compiled to ICU ASTs at build). */
export const loadCatalog: CatalogLoader = (locale) =>
  locale === 'ar' ? import('./ar.json') : import('./en.json');
