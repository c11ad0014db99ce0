import {
  applyLocaleToDocument,
  directionOf,
  followAddress,
  isLocale,
  splitLocalePath,
  useLocaleStore,
} from './locale-store';

describe('locale store', () => {
  beforeEach(() => {
    localStorage.clear();
    followAddress('/');
  });

  it('defaults to French', () => {
    expect(useLocaleStore.getState().locale).toBe('fr');
  });

  it('reads Arabic right to left and the others left to right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('fr')).toBe('ltr');
    expect(directionOf('en')).toBe('ltr');
  });

  it('sets lang and dir on <html>', () => {
    applyLocaleToDocument('ar');
    expect(document.documentElement.getAttribute('lang')).toBe('ar');
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    applyLocaleToDocument('en');
    expect(document.documentElement.getAttribute('dir')).toBe('ltr');
  });

  it('follows the address, its one writer, and returns its language', () => {
    expect(followAddress('/ar/news/x')).toBe('ar');
    expect(useLocaleStore.getState().locale).toBe('ar');
    expect(followAddress('/en')).toBe('en');
    expect(followAddress('/news')).toBe('fr');
    // Not a language of the site: French, the address's default.
    expect(followAddress('/de/news')).toBe('fr');
    expect(splitLocalePath('/ar/news/x')).toEqual({ locale: 'ar', path: '/news/x' });
  });

  it('is written through the address only', () => {
    expect('setState' in useLocaleStore).toBe(false);
    expect('setLocale' in useLocaleStore.getState()).toBe(false);
  });

  it('holds the language in memory only: nothing is written to the browser', () => {
    followAddress('/ar');
    expect(useLocaleStore.getState().locale).toBe('ar');
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('recognises only the three languages', () => {
    expect(isLocale('fr')).toBe(true);
    expect(isLocale('ar')).toBe(true);
    expect(isLocale('de')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});
