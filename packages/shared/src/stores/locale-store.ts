import { createStore, useStore } from 'zustand';

import { defaultLocale, type Locale } from '@school/platform/locales';

export { isLocale, locales } from '@school/platform/locales';
export type { Locale };
export type Direction = 'ltr' | 'rtl';

export const DEFAULT_LOCALE: Locale = defaultLocale;

export function directionOf(locale: Locale): Direction {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

interface LocaleState {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}

// Held in memory only (the specification: the language is not persisted). The address names the
// language of every page, so it is the one source of truth on each load.
const localeStore = createStore<LocaleState>()((set) => ({
  locale: DEFAULT_LOCALE,
  setLocale: (locale) => set({ locale }),
}));

/**
 * The language store. Its server snapshot is its current state, not its initial one: the address
 * sets the language before the first render on the server and in the browser alike, so a
 * prerendered `/ar` page is drawn, and hydrated, in Arabic (zustand's default would draw the
 * initial French during both).
 */
localeStore.getInitialState = localeStore.getState;

export const useLocaleStore = Object.assign(
  <T = LocaleState>(selector?: (state: LocaleState) => T): T =>
    useStore(localeStore, selector ?? ((state) => state as unknown as T)),
  localeStore,
);

/** Keeps `<html lang dir>` in step with the chosen language (Arabic reads right to left). */
export function applyLocaleToDocument(locale: Locale, doc: Document = document): void {
  doc.documentElement.lang = locale;
  doc.documentElement.dir = directionOf(locale);
}
