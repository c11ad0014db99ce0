import { createContext, use } from 'react';
import type { ResolvedIntlConfig } from 'react-intl';
import type { AppName } from '@school/platform/apps';
import type { Locale } from '../stores/locale-store';

export type CatalogMessages = ResolvedIntlConfig['messages'];
/**
 * Loads one language's catalog (a dynamic import, so a page downloads only the one shown).
 * Define it once at module level: downloads are cached per loader function.
 */
export type CatalogLoader = ((
  locale: Exclude<Locale, 'fr'>,
) => Promise<{ default: CatalogMessages }>) & {
  /** Set by `namedCatalog`: a catalog a prerendered page may carry in its HTML. */
  readonly catalogName?: AppName;
};

/**
 * A loader whose catalog a prerendered page carries (its app's name, `shell` or the remote's as
 * the route table's `app` names it): the page hydrates with it at once, without downloading it
 * (`carryCatalogs`).
 */
export function namedCatalog(name: AppName, load: CatalogLoader): CatalogLoader {
  return Object.assign(load, { catalogName: name });
}

/** The catalogs of a page, by `catalogKey`. */
export type CarriedCatalogs = Record<string, CatalogMessages>;

/** The one name of an app's catalog in one language, in a page's HTML and on the server. */
export function catalogKey(app: AppName, locale: Locale): string {
  return `${app}:${locale}`;
}

const carried = new Map<string, CatalogMessages>();

/**
 * The catalogs the prerendered page came with: loadCatalogOnce answers them without a download.
 * Only before the first render asks for them (a catalog already asked for keeps its download).
 */
export function carryCatalogs(catalogs: CarriedCatalogs): void {
  for (const [key, messages] of Object.entries(catalogs)) carried.set(key, messages);
}

/** Forgets them: the page is drawn afresh with other remotes than the HTML's (a deployment). */
export function dropCarriedCatalogs(): void {
  carried.clear();
}

/**
 * Where the server's render notes each named catalog it used (render.tsx puts the page's own in
 * its HTML); null in the browser.
 */
export const UsedCatalogsContext = createContext<Map<string, CatalogMessages> | null>(null);

/** A promise React's `use` reads synchronously once settled (the `status` convention). */
type TrackedPromise<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

const cache = new WeakMap<CatalogLoader, Map<Locale, TrackedPromise<CatalogMessages>>>();

function track<T>(promise: Promise<T>): TrackedPromise<T> {
  const tracked = promise as TrackedPromise<T>;
  // No 'pending' mark: React tracks an unmarked promise itself (and re-renders when it settles).
  promise.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return tracked;
}

/** One download per catalog and language for the page's life; French has none to download. */
export function loadCatalogOnce(load: CatalogLoader, locale: Locale): Promise<CatalogMessages> {
  let perLocale = cache.get(load);
  if (!perLocale) {
    perLocale = new Map();
    cache.set(load, perLocale);
  }
  let pending = perLocale.get(locale);
  if (!pending) {
    // French is each message's own defaultMessage: nothing to fetch.
    const empty: CatalogMessages = {};
    const inPage = load.catalogName ? carried.get(catalogKey(load.catalogName, locale)) : undefined;
    pending = inPage
      ? // Settled already: React's `use` reads it without suspending, so the page hydrates now.
        Object.assign(Promise.resolve(inPage), { status: 'fulfilled' as const, value: inPage })
      : track(
          locale === 'fr'
            ? Promise.resolve(empty)
            : load(locale).then(
                (m) => m.default,
                (error: unknown) => {
                  // A catalog that cannot download leaves the page readable in French, not broken.
                  console.error(`The ${locale} message catalog could not be loaded`, error);
                  return empty;
                },
              ),
        );
    perLocale.set(locale, pending);
  }
  return pending;
}

/**
 * The catalog of `locale`, suspending only while it downloads the first time. Pair it with
 * `useDeferredValue(locale)`: on a language switch React keeps the current language on screen
 * until the new catalog is there, instead of blanking the page.
 */
export function useCatalog(load: CatalogLoader, locale: Locale): CatalogMessages {
  const messages = use(loadCatalogOnce(load, locale));
  const used = use(UsedCatalogsContext);
  if (used && load.catalogName && locale !== 'fr')
    used.set(catalogKey(load.catalogName, locale), messages);
  return messages;
}
