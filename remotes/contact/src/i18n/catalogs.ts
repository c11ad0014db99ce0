import { namedCatalog } from '@school/shared';

/** The Arabic or English catalog, downloaded only when that language is shown. */
export const loadCatalog = namedCatalog('contact', (locale) =>
  locale === 'ar' ? import('./ar.json') : import('./en.json'),
);
