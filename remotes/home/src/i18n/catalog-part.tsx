import {
  LocaleIntlProvider,
  useCatalog,
  type CatalogLoader,
  type CatalogMessages,
  type Locale,
} from '@school/shared';
import type { ComponentType, JSX } from 'react';
import { useIntl } from 'react-intl';

// Here, not in @school/shared: the shared library's main entry is downloaded whole by every page,
// and only this remote's lazy chunk draws a part of a catalog.

/** Each enclosing catalog merged with each part's, once (the sections share them). */
const mergedCatalogs = new WeakMap<CatalogMessages, WeakMap<CatalogMessages, CatalogMessages>>();

function merged(enclosing: CatalogMessages, part: CatalogMessages): CatalogMessages {
  let withEnclosing = mergedCatalogs.get(enclosing);
  if (!withEnclosing) {
    withEnclosing = new WeakMap();
    mergedCatalogs.set(enclosing, withEnclosing);
  }
  let messages = withEnclosing.get(part);
  if (!messages) {
    // Both of one kind: compiled to ICU ASTs in a build, plain strings in unit tests.
    messages = { ...enclosing, ...part } as CatalogMessages;
    withEnclosing.set(part, messages);
  }
  return messages;
}

/**
 * A part of the page whose translations come with its own chunk rather than with the page's
 * first load (the sections below the hero): `loadPart` is the catalog of the messages only that
 * part draws. The part renders in the language of the provider around it, never the store's
 * own: while a language switch is deferred, or while the part hydrates the server's HTML, both
 * agree on what is on screen. It suspends the first time its catalog downloads (a held part keeps
 * the server's HTML, a switch keeps the old language, until the words are there); started beside
 * the part's `import()` (`loadCatalogOnce(loadPart, locale)`), the download is done by then.
 */
export function withCatalogPart<Props extends object>(
  loadPart: CatalogLoader,
  Content: ComponentType<Props>,
): ((props: Props) => JSX.Element) & { displayName: string } {
  function Part(props: Props) {
    const enclosing = useIntl();
    const locale = enclosing.locale as Locale;
    const part = useCatalog(loadPart, locale);
    return (
      <LocaleIntlProvider locale={locale} messages={merged(enclosing.messages, part)}>
        <Content {...props} />
      </LocaleIntlProvider>
    );
  }
  Part.displayName = `withCatalogPart(${Content.displayName ?? Content.name})`;
  return Part;
}
