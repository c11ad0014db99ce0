import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type ThemePreference = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'ecole.theme';
export const themePreferences: readonly ThemePreference[] = ['light', 'dark', 'system'];

interface ThemeState {
  preference: ThemePreference;
  setPreference: (preference: ThemePreference) => void;
}

export const useThemeStore = create<ThemeState>()(
  persist(
    (set) => ({
      preference: 'system',
      setPreference: (preference) => set({ preference }),
    }),
    {
      name: THEME_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ preference: state.preference }),
      // A hand-edited or outdated stored value must not break the page.
      merge: (persisted, current) => {
        const preference = (persisted as Partial<ThemeState> | undefined)?.preference;
        return themePreferences.includes(preference as ThemePreference)
          ? { ...current, preference: preference as ThemePreference }
          : current;
      },
    },
  ),
);

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
