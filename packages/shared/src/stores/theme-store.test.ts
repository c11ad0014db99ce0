import {
  resolveTheme,
  restoreThemePreference,
  THEME_STORAGE_KEY,
  useThemeStore,
} from './theme-store';

describe('theme store', () => {
  beforeEach(() => {
    localStorage.clear();
    useThemeStore.setState({ preference: 'system' });
  });

  it('starts by following the system', () => {
    expect(useThemeStore.getState().preference).toBe('system');
  });

  it('stores the chosen preference in the browser', () => {
    useThemeStore.getState().setPreference('dark');
    const stored = JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) ?? '{}') as {
      state?: { preference?: string };
    };
    expect(stored.state?.preference).toBe('dark');
  });

  it('restores a stored preference and ignores a corrupt one', () => {
    localStorage.setItem(
      THEME_STORAGE_KEY,
      JSON.stringify({ state: { preference: 'light' }, version: 0 }),
    );
    restoreThemePreference();
    expect(useThemeStore.getState().preference).toBe('light');

    localStorage.setItem(
      THEME_STORAGE_KEY,
      JSON.stringify({ state: { preference: 'purple' }, version: 0 }),
    );
    useThemeStore.setState({ preference: 'system' });
    restoreThemePreference();
    expect(useThemeStore.getState().preference).toBe('system');

    localStorage.setItem(THEME_STORAGE_KEY, '{not json');
    useThemeStore.setState({ preference: 'dark' });
    restoreThemePreference();
    expect(useThemeStore.getState().preference).toBe('system');
  });

  it('resolves "system" to the operating system theme', () => {
    expect(resolveTheme('system', 'dark')).toBe('dark');
    expect(resolveTheme('system', 'light')).toBe('light');
    expect(resolveTheme('light', 'dark')).toBe('light');
    expect(resolveTheme('dark', 'light')).toBe('dark');
  });
});
