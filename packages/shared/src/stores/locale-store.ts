import { createStore, useStore } from 'zustand';

import { defaultLocale, isLocale, type Locale } from '@school/platform/locales';

export { isLocale, locales } from '@school/platform/locales';
export type { Locale };
export type Direction = 'ltr' | 'rtl';

export const DEFAULT_LOCALE: Locale = defaultLocale;

export function directionOf(locale: Locale): Direction {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

interface LocaleState {
  locale: Locale;
}

/** Splits an address into its language and the path the routes know. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (match && isLocale(match[1]) && match[1] !== DEFAULT_LOCALE) {
    return { locale: match[1], path: match[2] || '/' };
  }
  return { locale: DEFAULT_LOCALE, path: pathname || '/' };
}

// The address decides the language (French unprefixed, /ar/…, /en/…) and nothing else does: it is
// never chosen apart from a link, nor kept between loads (the specification). This store is a copy
// of what the address says, and one copy has to stay: the language is needed before the router
// exists (the start-up loads the page's catalog in parallel with the runtime map) and outside
// React (the later sections' catalogs, HydrateOnDemand's areas), on the server and in the
// browser alike. So it has one writer, `followAddress`, called with the address wherever one is
// taken: at start-up, on every navigation (the shell's LocaleScope), for each page the server
// draws, and by the test render. Components read it one way, `useLocale()`.
const localeStore = createStore<LocaleState>()(() => ({ locale: DEFAULT_LOCALE }));

/**
 * The language store's server snapshot is its current state, not its initial one: the address
 * sets the language before the first render on the server and in the browser alike, so a
 * prerendered `/ar` page is drawn, and hydrated, in Arabic (zustand's default would draw the
 * initial French during both).
 */
localeStore.getInitialState = localeStore.getState;

/** The one writer of the language: the address's. Returns that language. */
export function followAddress(pathname: string): Locale {
  const { locale } = splitLocalePath(pathname);
  if (localeStore.getState().locale !== locale) localeStore.setState({ locale });
  return locale;
}

/** The language store, read-only: `followAddress` writes it. */
export const useLocaleStore = Object.assign(
  <T = LocaleState>(selector?: (state: LocaleState) => T): T =>
    useStore(localeStore, selector ?? ((state) => state as unknown as T)),
  {
    getState: localeStore.getState,
    getInitialState: localeStore.getInitialState,
    subscribe: localeStore.subscribe,
  },
);

/** The language of the page (its address's), for a component. */
export function useLocale(): Locale {
  return useStore(localeStore, (state) => state.locale);
}

/** Keeps `<html lang dir>` in step with the chosen language (Arabic reads right to left). */
export function applyLocaleToDocument(locale: Locale, doc: Document = document): void {
  doc.documentElement.lang = locale;
  doc.documentElement.dir = directionOf(locale);
}
