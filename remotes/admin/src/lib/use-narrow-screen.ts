import { useCallback, useSyncExternalStore } from 'react';
import { useTheme } from 'styled-components';

/**
 * True on screens narrower than the theme's `md` breakpoint (phones), following rotation and
 * resizing: lists that are tables on a desk become cards there, with their actions in sight.
 */
export function useNarrowScreen(): boolean {
  const theme = useTheme();
  const query = `(max-width: ${theme.breakpoints.md})`;
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
