import { createRoot } from 'react-dom/client';
import { RemoteArea } from '../components/remote-area';
import type { RemoteModuleId } from '../lib/remote-modules';
import { islandPage } from './page';
import { IslandProviders } from './providers';

/**
 * Draws an island the server left empty (the footer's newsletter box) in a React root of its own:
 * the remote module through RemoteArea (the same loading state, fallback and retry as a remote
 * area of the app), inside the providers every island reads.
 */
export async function mountIsland(element: HTMLElement, id: RemoteModuleId): Promise<void> {
  const page = await islandPage();
  createRoot(element).render(
    <IslandProviders page={page}>
      <RemoteArea id={id} minHeight={element.style.minHeight || '0'} />
    </IslandProviders>,
  );
}
