import { applyLocaleToDocument, directionOf, isLocale, useLocaleStore } from './locale-store';

describe('locale store', () => {
  beforeEach(() => {
    localStorage.clear();
    useLocaleStore.setState({ locale: 'fr' });
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

  it('holds the language in memory only: nothing is written to the browser', () => {
    useLocaleStore.getState().setLocale('ar');
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
