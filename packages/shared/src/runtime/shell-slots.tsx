import { createContext, use, type ComponentType } from 'react';

/** What the shell lends to the remotes it mounts, so they never import its source. */
export interface ShellSlots {
  /** The site's not-found page (localized, logs the path). */
  NotFound: ComponentType;
}

export const ShellSlotsContext = createContext<ShellSlots | null>(null);

/**
 * The shell's not-found page, for a remote's `<Route path="*">` (an unknown `/news/a/b`).
 * Outside the shell (a remote's own tests) it renders a plain marker.
 */
export function NotFound() {
  const slots = use(ShellSlotsContext);
  if (!slots) return <p data-page="not-found">404</p>;
  return <slots.NotFound />;
}
