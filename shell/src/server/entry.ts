// The prerenderer's entry (the `node` build, dist/server/index.js). The asynchronous boundary
// lets the federation runtime set up the shared singletons before React or any page module runs,
// as src/index.ts does in the browser.
import type { PrerenderRequest, PrerenderResult } from './render';

export type { PrerenderRequest, PrerenderResult } from './render';

export async function prerender(request: PrerenderRequest): Promise<PrerenderResult> {
  const { prerenderPage } = await import('./render');
  return prerenderPage(request);
}
