import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import {
  startTheme,
  THEME_EVENT,
  THEME_STORAGE_KEY,
  themeNames,
  type ThemeController,
  type ThemePreference,
  type ResolvedTheme,
} from '@school/platform/theme';

export type { ResolvedTheme, ThemePreference };
export { THEME_STORAGE_KEY };
export const themePreferences: readonly ThemePreference[] = ['light', 'dark', 'system'];

interface ThemeState {
  preference: ThemePreference;
  setPreference: (preference: ThemePreference) => void;
}

/**
 * The page's one writer of the stored choice and of `<html data-theme>`
 * (@school/platform/theme): started by the first inline script of every page, before the first
 * paint, and found here; started here where no page script ran it (unit tests). Null on the
 * server. The store below only mirrors it, so a tap the page's script answered before the app ran
 * is the store's starting state, and a choice made through the store is stored and drawn once.
 */
const controller: ThemeController | null =
  typeof window === 'undefined' ? null : startTheme(window, themeNames);

export const useThemeStore = create<ThemeState>()((set) => ({
  preference: controller?.preference() ?? 'system',
  setPreference: (preference) => {
    if (controller) controller.set(preference);
    else set({ preference });
  },
}));

if (typeof window !== 'undefined') {
  window.addEventListener(THEME_EVENT, () => {
    if (controller) useThemeStore.setState({ preference: controller.preference() });
  });
}

/** Reads the stored choice again (tests; another tab's choice is not followed live). */
export function restoreThemePreference(): void {
  controller?.forget();
  useThemeStore.setState({ preference: controller?.preference() ?? 'system' });
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

function systemTheme(): ResolvedTheme {
  if (typeof window === 'undefined' || !window.matchMedia) return 'light';
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

export function resolveTheme(preference: ThemePreference, system: ResolvedTheme): ResolvedTheme {
  return preference === 'system' ? system : preference;
}

/** The controller announces every change, the system's included (it follows the system). */
function subscribeToTheme(onChange: () => void): () => void {
  window.addEventListener(THEME_EVENT, onChange);
  return () => window.removeEventListener(THEME_EVENT, onChange);
}

function currentTheme(): ResolvedTheme {
  return resolveTheme(useThemeStore.getState().preference, systemTheme());
}

/**
 * The theme the visitor sees: the stored preference, following the operating system live. For
 * what depends on it in JavaScript; colours follow `data-theme` through CSS variables, and so do
 * the header toggle's icon and name (drawn for both themes, one shown by CSS), so a prerendered
 * page is right before hydration. During hydration this is `light` (the server snapshot), then
 * the visitor's in the same task.
 */
export function useResolvedTheme(): ResolvedTheme {
  return useSyncExternalStore(subscribeToTheme, currentTheme, () => 'light' as const);
}
