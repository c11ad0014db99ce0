import { useDeferredValue, useMemo, type ComponentType, type JSX, type ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, ReactIntlErrorCode } from 'react-intl';
import { SCHOOL_TIME_ZONE } from '@school/platform/locales';
import { DEFAULT_LOCALE, type Locale, useLocale } from '../stores/locale-store';
import { useCatalog, type CatalogLoader, type CatalogMessages } from './catalog';

/** French renders from defaultMessage by design; anything else is a real problem. */
function reportIntlError(locale: Locale) {
  return (error: { code: string }) => {
    const missing: string = ReactIntlErrorCode.MISSING_TRANSLATION;
    if (locale === DEFAULT_LOCALE && error.code === missing) return;
    console.error(error);
  };
}

/**
 * The compiled messages and `Intl` formatters of every provider on the page (keyed by language,
 * message and options, so sharing them is safe). react-intl's own provider keeps a cache per
 * instance: the prerenderer, which draws each page two or three times over, compiled every
 * message again for each of them.
 */
const sharedCache = createIntlCache();

/**
 * react-intl's `IntlProvider` with two differences: the shared cache above, and an `intl` object
 * made again only when the language or the messages change. (react-intl's makes a new one
 * whenever a prop is a new object, such as an `onError` written inline, and every component that
 * formats a message then draws again.)
 */
export function LocaleIntlProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: CatalogMessages;
  children: ReactNode;
}) {
  const intl = useMemo(
    () =>
      createIntl(
        {
          locale,
          defaultLocale: DEFAULT_LOCALE,
          messages,
          onError: reportIntlError(locale),
          // Dates in the school's zone, not the machine's: the server and the browser agree.
          timeZone: SCHOOL_TIME_ZONE,
        },
        sharedCache,
      ),
    [locale, messages],
  );
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}

/**
 * Each remote owns its messages (declared in code with French defaults) and its ar/en catalogs;
 * this provider follows the language chosen in the shell's store. It suspends only the first
 * time a catalog downloads (the remote's area shows its loading state then).
 */
export function RemoteIntlProvider({
  loadCatalog,
  children,
}: {
  loadCatalog: CatalogLoader;
  children: ReactNode;
}) {
  // Deferred: a language switch keeps this area in the current language until its new catalog
  // has arrived, instead of replacing it with a loading state.
  const locale = useDeferredValue(useLocale());
  const messages = useCatalog(loadCatalog, locale);
  return (
    <LocaleIntlProvider locale={locale} messages={messages}>
      {children}
    </LocaleIntlProvider>
  );
}

/**
 * A remote's exposed page or widget: its content inside the remote's own catalogs, so the module
 * the shell mounts needs no provider around it. `export default withCatalog(loadCatalog, Content)`.
 */
export function withCatalog(
  loadCatalog: CatalogLoader,
  Content: ComponentType,
): (() => JSX.Element) & { displayName: string } {
  function Localized() {
    return (
      <RemoteIntlProvider loadCatalog={loadCatalog}>
        <Content />
      </RemoteIntlProvider>
    );
  }
  Localized.displayName = `withCatalog(${Content.displayName ?? Content.name})`;
  return Localized;
}
