import { PAGE_STATE_ID } from '@school/platform/data-version';
import type { CarriedCatalogs } from '@school/shared';
import type { DehydratedState } from '@tanstack/react-query';

/** Comments around the tags a prerendered page's components put in `<head>`. */
export const PAGE_HEAD_START = '<!--school:page-head-->';
export const PAGE_HEAD_END = '<!--/school:page-head-->';

/**
 * Removes the head tags the server drew for the page (title, description, alternates): a page
 * drawn afresh with createRoot adds its own, and the server's would stay beside them.
 */
export function removeServerPageHead(head: HTMLHeadElement): void {
  const start = PAGE_HEAD_START.slice(4, -3);
  const end = PAGE_HEAD_END.slice(4, -3);
  let inside = false;
  for (const node of Array.from(head.childNodes)) {
    if (node.nodeType === Node.COMMENT_NODE) {
      if (node.nodeValue === start) inside = true;
      else if (node.nodeValue === end) inside = false;
      else continue;
      node.remove();
    } else if (inside) {
      node.remove();
    }
  }
}

/** The language whose font faces the prerendered HTML already declares, while it is shown. */
let serverFontsLocale: string | null = null;

/**
 * A prerendered page declares its faces in a plain `<style>` of its own (render.tsx), which
 * styled-components never touches. Declaring them again in the browser would make new faces: one
 * that missed `font-display: optional`'s first moments would then load from cache at once and
 * reflow the text as the page hydrates.
 */
export function keepServerFonts(locale: string): void {
  serverFontsLocale = locale;
}

/** Whether the page's HTML declares this language's faces (always, while prerendering). */
export function serverDeclaresFonts(locale: string): boolean {
  return typeof window === 'undefined' || serverFontsLocale === locale;
}

/** What a prerendered page carries besides its markup. */
export interface PrerenderedState {
  /**
   * The remotes whose code drew the page (its route's; the footer's newsletter box mounts only in
   * the browser), with the entries the server loaded them from: a part of the map it was drawn
   * with.
   */
  remotes: Record<string, string>;
  /** TanStack Query's dehydrated cache. */
  cache: DehydratedState;
  /**
   * The version of the data in `cache` (see @school/platform/data-version). Absent from a
   * page drawn without it: its data then counts as changed at the first check.
   */
  dataVersion?: string;
  /**
   * The catalogs the page hydrates with, in a language other than French: the shell's and its
   * remote's (`name:locale`, see @school/shared's namedCatalog), so that none is downloaded
   * before the page runs. A widget of another remote (the footer's newsletter box) downloads
   * its own when it hydrates.
   */
  catalogs?: CarriedCatalogs;
}

/**
 * The entries of the remotes whose code drew a page (`drawn`, noted by RemoteArea during the
 * server's render), out of the map it was drawn with: what the page's state names.
 */
export function drawnEntries(
  map: Record<string, string>,
  drawn: ReadonlySet<string>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(map)
      .filter(([name]) => drawn.has(name))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/**
 * Whether the remotes that drew the page are those the browser is about to load. After the map
 * points one of them elsewhere (a new deployment), the HTML is from the old build until it is
 * rendered again, and hydrating it with other code would keep the old markup: draw the page
 * afresh. Another remote re-pointed changes nothing here: the page draws none of its code (home
 * deployed, `/about` still hydrates).
 */
export function drawnWithSameRemotes(
  state: PrerenderedState,
  remotes: Record<string, string>,
): boolean {
  return Object.entries(state.remotes).every(([name, entry]) => remotes[name] === entry);
}

/** The query cache the prerendered page carries, if it is one. */
export function readPrerenderedState(): PrerenderedState | null {
  const element = document.getElementById(PAGE_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PrerenderedState;
  } catch (error) {
    console.error('The prerendered query cache is unreadable', error);
    return null;
  }
}
