import { useSyncExternalStore } from 'react';
import { create } from 'zustand';

export type ThemePreference = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'ecole.theme';
export const themePreferences: readonly ThemePreference[] = ['light', 'dark', 'system'];

interface ThemeState {
  preference: ThemePreference;
  setPreference: (preference: ThemePreference) => void;
}

/**
 * The stored choice, in the shape zustand's `persist` wrote (`{"state":{"preference":…},
 * "version":0}`), which the shell's first inline script reads before any bundle. Read and written
 * here by hand: the persist middleware was 1.4 KB gzip on every first load for these two lines.
 * A hand-edited, outdated or unreadable value (or no storage at all) means 'system'.
 */
function storedPreference(): ThemePreference {
  try {
    const stored = JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) ?? 'null') as {
      state?: { preference?: unknown };
    } | null;
    const preference = stored?.state?.preference;
    return themePreferences.includes(preference as ThemePreference)
      ? (preference as ThemePreference)
      : 'system';
  } catch {
    return 'system';
  }
}

function storePreference(preference: ThemePreference): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify({ state: { preference }, version: 0 }));
  } catch {
    // Storage full or refused (private mode): the choice holds for this page only.
  }
}

export const useThemeStore = create<ThemeState>()((set) => ({
  preference: storedPreference(),
  setPreference: (preference) => {
    storePreference(preference);
    set({ preference });
  },
}));

/** Reads the stored choice again (tests; another tab's choice is not followed live). */
export function restoreThemePreference(): void {
  useThemeStore.setState({ preference: storedPreference() });
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribeToSystemTheme(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function systemTheme(): ResolvedTheme {
  if (typeof window === 'undefined' || !window.matchMedia) return 'light';
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

export function resolveTheme(preference: ThemePreference, system: ResolvedTheme): ResolvedTheme {
  return preference === 'system' ? system : preference;
}

function subscribeToTheme(onChange: () => void): () => void {
  const unsubscribeStore = useThemeStore.subscribe(onChange);
  const unsubscribeSystem = subscribeToSystemTheme(onChange);
  return () => {
    unsubscribeStore();
    unsubscribeSystem();
  };
}

function currentTheme(): ResolvedTheme {
  return resolveTheme(useThemeStore.getState().preference, systemTheme());
}

/**
 * Marks `<html>` with the visitor's theme (`data-theme`), which picks the palette of the site's
 * CSS-variable theme. The shell's first inline script does the same before the first paint; this
 * keeps it in step afterwards. It reads the live preference, never a render's value: while a
 * prerendered page hydrates, React renders with the server snapshot (`light`), and writing that
 * would flash a dark visitor's page light for a frame.
 */
export function applyThemeToDocument(): void {
  if (typeof document === 'undefined') return;
  document.documentElement.dataset.theme = currentTheme();
}

/**
 * The theme the visitor sees: the stored preference, following the operating system live. For
 * what depends on it in JavaScript (the toggle's icon and label); colours follow `data-theme`
 * through CSS variables, so a prerendered page is drawn in the right palette before hydration.
 * During hydration this is `light` (the server snapshot), then the visitor's in the same task.
 */
export function useResolvedTheme(): ResolvedTheme {
  return useSyncExternalStore(subscribeToTheme, currentTheme, () => 'light' as const);
}
