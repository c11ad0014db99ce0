import {
  applyLocaleToDocument,
  directionOf,
  isLocale,
  LOCALE_STORAGE_KEY,
  useLocaleStore,
} from './locale-store';

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

  it('persists the language and restores only a supported one', async () => {
    useLocaleStore.getState().setLocale('ar');
    const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
    expect(stored).toContain('"ar"');
    useLocaleStore.setState({ locale: 'fr' });
    localStorage.setItem(LOCALE_STORAGE_KEY, stored ?? '');
    await useLocaleStore.persist.rehydrate();
    expect(useLocaleStore.getState().locale).toBe('ar');

    useLocaleStore.setState({ locale: 'en' });
    localStorage.setItem(
      LOCALE_STORAGE_KEY,
      JSON.stringify({ state: { locale: 'de' }, version: 0 }),
    );
    await useLocaleStore.persist.rehydrate();
    expect(useLocaleStore.getState().locale).toBe('en');
  });

  it('recognises only the three languages', () => {
    expect(isLocale('fr')).toBe(true);
    expect(isLocale('ar')).toBe(true);
    expect(isLocale('de')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});
