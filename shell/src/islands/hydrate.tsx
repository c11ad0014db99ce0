import { ToastProvider } from '@school/design-system';
import { EARLY_EVENTS_GLOBAL, ISLAND_LIVE_ATTRIBUTE } from '@school/platform/early-events';
import { getRuntimeConfig, invalidatePublicData } from '@school/shared';
import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { reportRecoverableError } from '../lib/recoverable-error';
import { loadRemoteComponent } from '../lib/remotes';
import type { RemoteModuleId } from '../lib/remote-modules';
import { IslandRouter } from './island-router';
import { islandPage } from './page';
import { IslandProviders } from './providers';

/**
 * Marks the island's box once React has hydrated it (its first effect runs after that commit),
 * and says so to whoever waits for it.
 */
function Hydrated({ element, done }: { element: HTMLElement; done: () => void }) {
  useEffect(() => {
    element.setAttribute(ISLAND_LIVE_ATTRIBUTE, '');
    done();
  }, [element, done]);
  return null;
}

/**
 * Hydrates an island the server drew (`<Island>` of @school/shared) in place: its remote module,
 * loaded through the federation runtime at the version the runtime map names, takes over the
 * box's markup in a React root of its own, inside the providers every island reads, the address
 * (a router of its own) and a toast region (a form says it was sent). Nothing is redrawn: the
 * held tap or key (early-event contract) meets the same element, now React's.
 * If the module cannot load (script error or the map's time limit), the box keeps the server's
 * HTML and the held events go back to the browser: a chip's link is followed, a form is posted.
 * Resolves true once hydrated, false when the module could not load.
 */
export async function hydrateIsland(element: HTMLElement, id: RemoteModuleId): Promise<boolean> {
  const page = await islandPage();
  let Island;
  try {
    Island = (await loadRemoteComponent(id, getRuntimeConfig().remoteTimeoutMs)).default;
  } catch (error) {
    console.error(`The island ${id} could not load: it keeps the server's page`, error);
    const contract = (window as unknown as Record<string, { fail?: () => void } | undefined>)[
      EARLY_EVENTS_GLOBAL
    ];
    contract?.fail?.();
    return false;
  }
  let done = () => {};
  const hydrated = new Promise<boolean>((resolve) => (done = () => resolve(true)));
  hydrateRoot(
    element,
    <IslandProviders page={page}>
      <ToastProvider>
        <IslandRouter>
          <Island />
          <Hydrated element={element} done={done} />
        </IslandRouter>
      </ToastProvider>
    </IslandProviders>,
    {
      onRecoverableError: (error, info) =>
        reportRecoverableError(`Hydrating the island ${id}`, error, info),
    },
  );
  return hydrated;
}

/**
 * Reads the page's public data again, for the islands that show it (their queries refetch; an
 * island not hydrated holds none): the page's data version check found it changed. Loads the
 * query layer and supabase-js, which nothing on the page needed until then.
 */
export async function readPageDataAgain(): Promise<void> {
  const { client } = await (await islandPage()).pageData.load();
  await invalidatePublicData(client);
}
