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
 * The theme to draw with: the stored preference, following the operating system live. Pages are
 * prerendered in the light theme: while React hydrates one it draws light too (the server
 * snapshot), then switches to the visitor's theme in the same task, before anything is painted
 * by React again.
 */
export function useResolvedTheme(): ResolvedTheme {
  return useSyncExternalStore(subscribeToTheme, currentTheme, () => 'light' as const);
}
