// Preview before release: a signed-in admin opens the public site with one remote pointed at a
// kept, not-yet-live version (`?preview=blog_news@<version>`), for this browser session only.
// Only the version segment of the live entry's address changes, so a preview is always loaded
// from the server that serves that remote's versions, never from an address in the link.
// Loaded only when a tab asks for a preview (preview-state.ts).

import { apps } from '@school/platform/apps';
import { getSupabase, hasStoredSession, type RuntimeConfig } from '@school/shared';
import {
  PREVIEW_PARAM,
  PREVIEW_STORAGE_KEY,
  setActivePreview,
  setPreviewRefusal,
  type ActivePreview,
  type PreviewRefusal,
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

/** What a tab asks for: the link's (or the session's) words, and the request they make, if any. */
export interface PreviewAsk {
  /** As written: `blog_news@0123456789ab`. */
  asked: string;
  request: PreviewRequest | null;
}

/**
 * The preview this tab asks for: from the address (then taken out of it, so links and reloads
 * stay clean), else from the session. Nothing is remembered here: a new request forgets the
 * session's, and withPreview remembers it only once it has been checked. `?preview=off` ends it.
 */
export function takePreviewRequest(
  location: Pick<Location, 'href'>,
  history: Pick<History, 'replaceState' | 'state'>,
  storage: Pick<Storage, 'getItem' | 'removeItem'>,
): PreviewAsk | null {
  const url = new URL(location.href);
  const asked = url.searchParams.get(PREVIEW_PARAM);
  if (asked !== null) {
    url.searchParams.delete(PREVIEW_PARAM);
    history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
    storage.removeItem(PREVIEW_STORAGE_KEY);
    return asked === 'off' ? null : { asked, request: parsePreview(asked) };
  }
  const stored = storage.getItem(PREVIEW_STORAGE_KEY);
  return stored === null ? null : { asked: stored, request: parsePreview(stored) };
}

/**
 * The back office never runs another version from a link: its code holds the staff's sessions,
 * and a link (sent to an admin by anyone) must not be able to swap it. It is tried before
 * release on a candidate's own address instead (docs/shipping.md, "Preview").
 */
const BACK_OFFICE = apps.admin.mfName;

export interface PreviewOutcome {
  preview: ActivePreview | null;
  /** Said to an admin; a visitor's link is ignored without a word. */
  refusal: PreviewRefusal | null;
}

/**
 * The preview to apply to the remote map, or why not. The session must be an admin's (asked of
 * the database: the role lookup is the same the back office uses); anyone else's request is
 * dropped in silence. Then the remote must be a public one of the map, and the version one the
 * versions store keeps (`isKept`: its manifest answers, from the host that serves that remote's
 * versions).
 */
export async function resolvePreview(
  ask: PreviewAsk | null,
  remotes: Record<string, string>,
  isAdmin: () => Promise<boolean>,
  isKept: (entry: string, remote: string) => Promise<boolean>,
): Promise<PreviewOutcome> {
  if (!ask || !(await isAdmin())) return { preview: null, refusal: null };
  const { asked, request } = ask;
  const refuse = (reason: PreviewRefusal['reason']): PreviewOutcome => ({
    preview: null,
    refusal: { reason, asked, remote: request?.remote ?? '', version: request?.version ?? '' },
  });
  if (!request) return refuse('not-a-version');
  if (request.remote === BACK_OFFICE) return refuse('back-office');
  const live = Object.hasOwn(remotes, request.remote) ? remotes[request.remote] : undefined;
  const entry = live ? previewEntry(live, request.version) : null;
  if (!entry) return refuse('not-a-version');
  if (!(await isKept(entry, request.remote))) return refuse('not-kept');
  return { preview: { ...request, entry }, refusal: null };
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
 * Whether the versions store keeps this version of the remote: its manifest answers, and is that
 * remote's. (The server answers every kept version under `/v/<version>/` and nothing else.)
 */
async function versionIsKept(entry: string, remote: string): Promise<boolean> {
  try {
    const response = await fetch(entry, {
      cache: 'no-cache',
      credentials: 'omit',
      signal: AbortSignal.timeout(PREVIEW_CHECK_MS),
    });
    if (!response.ok) return false;
    const manifest = (await response.json()) as { name?: unknown };
    return manifest.name === remote;
  } catch {
    return false;
  }
}

/**
 * The preview this tab asks for (see above) replaces one remote's address for this page, and is
 * remembered for the tab's session only once it is applied. Visitors pay nothing: this module
 * loads, and the session is looked up, only when one is asked.
 */
export async function withPreview(config: RuntimeConfig): Promise<RuntimeConfig> {
  const storage = window.sessionStorage;
  const ask = takePreviewRequest(window.location, window.history, storage);
  const { preview, refusal } = await resolvePreview(
    ask,
    config.remotes,
    sessionIsAdmin,
    versionIsKept,
  );
  if (preview) storage.setItem(PREVIEW_STORAGE_KEY, `${preview.remote}@${preview.version}`);
  else storage.removeItem(PREVIEW_STORAGE_KEY);
  if (ask && !preview) {
    console.warn(
      `Preview ${refusal ? `refused (${refusal.reason})` : 'ignored: no admin session'}`,
    );
  }
  setActivePreview(preview);
  setPreviewRefusal(refusal);
  return preview
    ? { ...config, remotes: { ...config.remotes, [preview.remote]: preview.entry } }
    : config;
}
