import { namedCatalog } from '@school/shared';

// One chunk per language, fetched only when that language is shown (French needs none).
export const loadCatalog = namedCatalog('admin', (locale) =>
  locale === 'ar' ? import('./ar.json') : import('./en.json'),
);
