// Preview before release: a signed-in admin opens the public site with one remote pointed at a
// kept, not-yet-live version (`?preview=blog_news@<version>`), for this browser session only.
// Only the version segment of the live entry's address changes, so a preview is always loaded
// from the server that serves that remote's versions, never from an address in the link.

/** The address parameter that asks for a preview; `?preview=off` ends it. */
export const PREVIEW_PARAM = 'preview';
/** sessionStorage: the preview lasts as long as the tab's session, never in another tab. */
export const PREVIEW_STORAGE_KEY = 'school.preview';

/** A version id as `npm run deploy` names versions: 12 hex digits of the build's hash. */
const VERSION = /^[0-9a-f]{12}$/;
const REMOTE = /^[a-z][a-z0-9_]*$/;
const VERSIONED_ENTRY = /^(.*\/)v\/[0-9a-f]{12}\/mf-manifest\.json$/;

export interface PreviewRequest {
  remote: string;
  version: string;
}

export interface ActivePreview extends PreviewRequest {
  /** The manifest address the remote is loaded from during the preview. */
  entry: string;
}

/** `blog_news@0123456789ab` -> its parts; anything else -> null. */
export function parsePreview(value: string | null | undefined): PreviewRequest | null {
  if (!value) return null;
  const [remote, version, ...rest] = value.split('@');
  if (rest.length > 0 || !remote || !version) return null;
  if (!REMOTE.test(remote) || !VERSION.test(version)) return null;
  return { remote, version };
}

/**
 * The manifest address of another version of a remote: the live address with only its version
 * segment replaced. Null when the live address is not a versioned one (a hand-edited map).
 */
export function previewEntry(liveEntry: string, version: string): string | null {
  if (!VERSION.test(version)) return null;
  let url: URL;
  try {
    url = new URL(liveEntry);
  } catch {
    return null;
  }
  const match = VERSIONED_ENTRY.exec(url.pathname);
  if (!match) return null;
  url.pathname = `${match[1]}v/${version}/mf-manifest.json`;
  url.search = '';
  url.hash = '';
  return url.href;
}

/**
 * The preview this tab asks for: from the address (then remembered for the session and taken out
 * of the address, so links and reloads stay clean), else from the session. `?preview=off` ends it.
 */
export function takePreviewRequest(
  location: Pick<Location, 'href'>,
  history: Pick<History, 'replaceState' | 'state'>,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
): PreviewRequest | null {
  const url = new URL(location.href);
  const asked = url.searchParams.get(PREVIEW_PARAM);
  if (asked !== null) {
    url.searchParams.delete(PREVIEW_PARAM);
    history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
    const request = parsePreview(asked);
    if (request) storage.setItem(PREVIEW_STORAGE_KEY, `${request.remote}@${request.version}`);
    else storage.removeItem(PREVIEW_STORAGE_KEY);
    return request;
  }
  return parsePreview(storage.getItem(PREVIEW_STORAGE_KEY));
}

/**
 * The preview to apply to the remote map, or null. The session must be an admin's (asked of the
 * database: the role lookup is the same the back office uses); anyone else's request is dropped.
 */
export async function resolvePreview(
  request: PreviewRequest | null,
  remotes: Record<string, string>,
  isAdmin: () => Promise<boolean>,
): Promise<ActivePreview | null> {
  if (!request) return null;
  const live = remotes[request.remote];
  const entry = live ? previewEntry(live, request.version) : null;
  if (!entry) return null;
  if (!(await isAdmin())) return null;
  return { ...request, entry };
}

let active: ActivePreview | null = null;

/** The preview this page runs with (set once at start-up, before the first render). */
export function activePreview(): ActivePreview | null {
  return active;
}

export function setActivePreview(preview: ActivePreview | null): void {
  active = preview;
}
