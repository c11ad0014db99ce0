import { use } from 'react';
import type { ResolvedIntlConfig } from 'react-intl';
import type { Locale } from '../stores/locale-store';

export type CatalogMessages = ResolvedIntlConfig['messages'];
/**
 * Loads one language's catalog (a dynamic import, so a page downloads only the one shown).
 * Define it once at module level: downloads are cached per loader function.
 */
export type CatalogLoader = (
  locale: Exclude<Locale, 'fr'>,
) => Promise<{ default: CatalogMessages }>;

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
    pending = track(
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
  return use(loadCatalogOnce(load, locale));
}
