import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteModuleId, RemoteModules } from './remote-modules';

export type { RemoteComponentModule, RemoteModuleId } from './remote-modules';

/** A remote could not be fetched or started: its area shows a fallback, the site goes on. */
export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
  constructor(
    readonly remoteId: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

let remoteMap: Record<string, string> = {};
/** Origin+folder of a remote -> how many times its area was retried. */
const retries = new Map<string, number>();
let pluginRegistered = false;

function baseOf(entry: string): string {
  return new URL('.', new URL(entry, document.baseURI)).href;
}

/**
 * After a retry, the remote's scripts load from a fresh address (`?retry=n`): the browser would
 * otherwise attach the new <script> to the request still hanging from the failed attempt (the
 * HTML's preload of the entry, or the first script), and only a second retry, after the runtime's
 * own 20 s limit, would load the area.
 */
function registerRetryPlugin(): void {
  if (pluginRegistered) return;
  pluginRegistered = true;
  registerPlugins([
    {
      name: 'school:fresh-script-after-retry',
      createScript({ url }: { url: string }) {
        const attempt = [...retries].find(([base]) => url.startsWith(base))?.[1];
        if (!attempt) return undefined;
        const script = document.createElement('script');
        script.src = `${url}${url.includes('?') ? '&' : '?'}retry=${attempt}`;
        return script;
      },
    },
  ]);
}

/**
 * The address the browser loads a remote from: its `remoteEntry.js`, beside the `mf-manifest.json`
 * the runtime map names (every build and every deployed version has both, side by side). The
 * shell's federation runtime is built without the manifest ("snapshot") plugin, about 3 KB gzip
 * less on every first load: the manifest told the runtime which chunks to preload with the entry,
 * which the page's HTML already does for the current route (its early script preloads the entry).
 * A map naming a `.js` entry directly is taken as it is.
 */
export function scriptEntryOf(entry: string): string {
  // The prerenderer (Node) registers the remotes' server entries, already scripts.
  if (!/\.json(?:[?#]|$)/.test(entry)) return entry;
  return new URL('remoteEntry.js', new URL(entry, document.baseURI)).href;
}

export function registerRemoteMap(map: Record<string, string>): void {
  remoteMap = { ...map };
  registerRetryPlugin();
  registerRemotes(
    Object.entries(map).map(([name, entry]) => ({ name, entry: scriptEntryOf(entry) })),
    { force: true },
  );
}

/**
 * Forgets what the runtime cached for one remote (a failed manifest, a broken entry), removes the
 * remote's `<script>` elements still waiting for a server that never answered (the runtime reuses
 * any script tag with the same address) and makes its next scripts load from a fresh address.
 */
export function resetRemote(remoteName: string, doc: Document = document): void {
  const entry = remoteMap[remoteName];
  if (!entry) return;
  const base = baseOf(entry);
  retries.set(base, (retries.get(base) ?? 0) + 1);
  for (const script of Array.from(doc.querySelectorAll<HTMLScriptElement>('script[src]'))) {
    if (script.src.startsWith(base)) script.remove();
  }
  registerRemotes([{ name: remoteName, entry: scriptEntryOf(entry) }], { force: true });
}

/** The entry the runtime map names for a remote now (undefined when it names none). */
export function remoteEntryOf(remoteName: string): string | undefined {
  return remoteMap[remoteName];
}

export function remoteNameOf(id: string): string {
  return id.split('/')[0] ?? id;
}

/**
 * Loads `remote/Module` with a time limit of our own: a server that accepts the connection and
 * never answers would otherwise leave the area loading forever. Typed by the module's published
 * declaration (remote-modules.ts); the check below still guards against a remote deployed with
 * a different shape than the one the shell was checked against.
 */
export async function loadRemoteComponent<Id extends RemoteModuleId>(
  id: Id,
  timeoutMs: number,
): Promise<RemoteModules[Id]> {
  const name = remoteNameOf(id);
  if (!(name in remoteMap)) {
    throw new RemoteLoadError(id, `remote "${name}" is not in the runtime remote map`);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new RemoteLoadError(id, `remote "${id}" did not load within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  try {
    const module = await Promise.race([loadRemote<RemoteModules[Id]>(id), timeout]);
    // Not trusted: a remote can be redeployed with another shape after the shell's typecheck.
    if (!module || typeof (module as { default?: unknown }).default !== 'function') {
      throw new RemoteLoadError(id, `remote "${id}" has no default component`);
    }
    return module;
  } catch (error) {
    if (error instanceof RemoteLoadError) throw error;
    throw new RemoteLoadError(id, `remote "${id}" failed to load`, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}
