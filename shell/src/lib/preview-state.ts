// What every page knows of a preview (lib/preview.ts): whether this tab asks for one, and the one
// it runs with. The rest (reading the request, the admin check, the banner) loads only then.

/** The address parameter that asks for a preview; `?preview=off` ends it. */
export const PREVIEW_PARAM = 'preview';
/** sessionStorage: the preview lasts as long as the tab's session, never in another tab. */
export const PREVIEW_STORAGE_KEY = 'school.preview';
/**
 * The back office's look at a draft (`/news/x?draft`): @school/platform/paths' DRAFT_PARAM, which
 * the shell's entry cannot import (app/shared-copies.test.ts); preview.test.ts checks the two
 * agree through the page loader's names.
 */
export const DRAFT_PARAM = 'draft';

/**
 * Whether this tab is the back office's look at a draft (`/news/x?draft`): its data is not the
 * prerendered HTML's, so the app draws it afresh, never as a page of islands.
 */
export function draftAsked(location: Pick<Location, 'search'>): boolean {
  return new URLSearchParams(location.search).has(DRAFT_PARAM);
}

export interface PreviewRequest {
  remote: string;
  version: string;
}

export interface ActivePreview extends PreviewRequest {
  /** The manifest address the remote is loaded from during the preview. */
  entry: string;
}

/**
 * Whether this tab asks for a preview (or to end one): the address names one, or the session
 * remembers one. A visitor's page loads nothing more for previews when it does not.
 */
export function previewAsked(
  location: Pick<Location, 'search'>,
  storage: Pick<Storage, 'getItem'>,
): boolean {
  return (
    new URLSearchParams(location.search).has(PREVIEW_PARAM) ||
    storage.getItem(PREVIEW_STORAGE_KEY) !== null
  );
}

/**
 * Why an admin's preview link was refused (a visitor's is ignored without a word):
 * - `back-office`: the back office never runs another version from a link (docs/shipping.md);
 * - `not-kept`: the versions store has no such version of that remote (never deployed, or pruned);
 * - `not-a-version`: the link names no version of a remote of the map (`remote@<12 hex digits>`).
 */
export interface PreviewRefusal {
  reason: 'back-office' | 'not-kept' | 'not-a-version';
  /** What the link asked for, as written (`blog_news@abcdefabcdef`). */
  asked: string;
  remote: string;
  version: string;
}

let active: ActivePreview | null = null;
let refusal: PreviewRefusal | null = null;

/** The preview this page runs with (set once at start-up, before the first render). */
export function activePreview(): ActivePreview | null {
  return active;
}

export function setActivePreview(preview: ActivePreview | null): void {
  active = preview;
}

/** The preview link this page refused (set once at start-up, before the first render). */
export function previewRefusal(): PreviewRefusal | null {
  return refusal;
}

export function setPreviewRefusal(refused: PreviewRefusal | null): void {
  refusal = refused;
}
