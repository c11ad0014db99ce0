import { localePrefixes } from '@school/platform/locales';
import { routeTable } from '@school/platform/route-table';

import type { Locale as SiteLocale } from '@school/platform/locales';

export type { SiteLocale };
export const siteLocales: readonly SiteLocale[] = ['fr', ...localePrefixes];

/**
 * The apps a team's loop (`npm test -- blog-news`) is about, from `E2E_APPS` (comma-separated):
 * the specs walking every page then walk theirs alone. Unset (CI, a plain `npm test`): every app.
 */
const appsOfTheLoop = process.env.E2E_APPS?.split(',').filter(Boolean);

/**
 * Every public page the site's route table declares (one per prefix): its address, the remote
 * drawing it and the `data-page` marker it renders. New prefixes appear here without editing.
 * In a team's loop, the pages its apps draw.
 */
export const publicPages = routeTable
  .filter((entry) => entry.layout === 'public')
  .filter((entry) => !appsOfTheLoop || appsOfTheLoop.includes(entry.app))
  .flatMap((entry) =>
    entry.prefixes.map((prefix) => ({
      path: prefix,
      remote: entry.app,
      page: prefix === '/' ? 'home' : prefix.slice(1),
    })),
  );

/** The address of a page in a language: French unprefixed, '/ar/…', '/en/…'. */
export { localizedPath as localized } from '@school/platform/route-table';
