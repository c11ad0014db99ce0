// Preview before release: a signed-in admin opens the public site with one remote pointed at a
// kept, not-yet-live version (`?preview=blog_news@<version>`), for this browser session only.
// Only the version segment of the live entry's address changes, so a preview is always loaded
// from the server that serves that remote's versions, never from an address in the link.
// Loaded only when a tab asks for a preview (preview-state.ts).

import { getSupabase, hasStoredSession, type RuntimeConfig } from '@school/shared';
import {
  PREVIEW_PARAM,
  PREVIEW_STORAGE_KEY,
  setActivePreview,
  type ActivePreview,
  type PreviewRequest,
} from './preview-state';

/** A version id as `npm run deploy` names versions: 12 hex digits of the build's hash. */
const VERSION = /^[0-9a-f]{12}$/;
const REMOTE = /^[a-z][a-z0-9_]*$/;
const VERSIONED_ENTRY = /^(.*\/)v\/[0-9a-f]{12}\/mf-manifest\.json$/;

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

/** How long the admin check of a preview may take before the page goes on without it. */
const PREVIEW_CHECK_MS = 8000;

/**
 * Whether this browser's session is an admin's (the role comes from the database). The auth
 * store settles once a role lookup has finished; startAuth alone may resolve before that (a later
 * auth event's lookup supersedes its own).
 */
async function sessionIsAdmin(): Promise<boolean> {
  // Nobody signed in on this browser: no admin, and no need to download the client to know it.
  if (!hasStoredSession()) return false;
  const check = (async () => {
    // The auth store is the back office's entry: loaded for this check only.
    const [{ startAuth, useAuthStore }, client] = await Promise.all([
      import('@school/shared/auth'),
      getSupabase(),
    ]);
    await startAuth(client);
    await new Promise<void>((resolve) => {
      const settled = () => useAuthStore.getState().status !== 'loading';
      if (settled()) return resolve();
      const stop = useAuthStore.subscribe(() => {
        if (!settled()) return;
        stop();
        resolve();
      });
    });
    return useAuthStore.getState().isAdmin;
  })();
  const timeout = new Promise<boolean>((resolve) =>
    setTimeout(() => resolve(false), PREVIEW_CHECK_MS),
  );
  return Promise.race([check, timeout]).catch(() => false);
}

/**
 * The preview this tab asks for (see above) replaces one remote's address for this page only.
 * Visitors pay nothing: this module loads, and the session is looked up, only when one is asked.
 */
export async function withPreview(config: RuntimeConfig): Promise<RuntimeConfig> {
  const request = takePreviewRequest(window.location, window.history, window.sessionStorage);
  const preview = await resolvePreview(request, config.remotes, sessionIsAdmin);
  if (request && !preview) {
    window.sessionStorage.removeItem(PREVIEW_STORAGE_KEY);
    console.warn('Preview ignored: it needs an admin session and a version of a known remote');
  }
  setActivePreview(preview);
  return preview
    ? { ...config, remotes: { ...config.remotes, [preview.remote]: preview.entry } }
    : config;
}
