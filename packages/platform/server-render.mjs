// The contract between the prerenderer (scripts/prerender.mjs, Node) and the shell's server
// build (shell/src/server/render.tsx), which the prerenderer loads at run time: its types, and
// the marker a remote's server build writes before its asset paths.

/**
 * The marker the server build of a remote writes before its asset paths (images, fonts). The
 * prerenderer maps it to the remote's deployed address: the browser build's files for pages,
 * the server build's folder for code chunks.
 * @param {string} app
 */
export function serverAssetPrefix(app) {
  return `https://remote-assets.invalid/${app}/`;
}

/**
 * Where one remote's server build lives and where its browser build serves its assets.
 * @typedef {object} ServerRemote
 * @property {string} entry Address of the remote's Node container, `…/server/remoteEntry.js`.
 * @property {string} assetMarker The marker the server build writes before its asset paths (see
 *   serverAssetPrefix).
 * @property {string} assetBase The browser build's public address: what the marker becomes in
 *   the page.
 * @property {string} chunkBase The server build's folder: what the marker becomes when the
 *   runtime fetches a chunk.
 */

/**
 * @typedef {object} PrerenderRequest
 * @property {string} path The page's address, language prefix included: `/`, `/ar/news`,
 *   `/en/blog/a-slug`.
 * @property {import('./runtime-config.mjs').RuntimeConfig} config The browser's runtime
 *   configuration (Supabase address and key, time limits).
 * @property {Record<string, ServerRemote>} remotes Federation name -> its server build. A remote
 *   missing here renders its fallback.
 * @property {string} origin The public origin the pages are served from (`https://…`), for
 *   absolute links.
 * @property {string} [dataVersion] The version of the data the page is drawn from (the
 *   prerenderer's data version document, ./data-version.mjs), carried in the page's state: the
 *   browser compares it with the document's to know whether the page's data is still current.
 */

/**
 * @typedef {object} PrerenderResult
 * @property {import('./locales.mjs').Locale} locale
 * @property {'ltr' | 'rtl'} dir
 * @property {string} body The markup of `#root`.
 * @property {string} head Tags for `<head>`: title, description, alternates, preloads, then the
 *   page's styles.
 * @property {string} state The `<script type="application/json">` that goes after `#root`: the
 *   query cache (TanStack Query's dehydrated state) and the remote map the page was drawn with.
 * @property {string[]} errors Errors met while rendering (a remote that did not load, a failed
 *   query).
 * @property {string[]} failedQueries Keys of queries that failed: the page would show an empty
 *   state, so it is not kept.
 * @property {number} passes How many times the page was drawn: each pass draws the whole tree,
 *   then fetches the reads it found; 1 when every read was asked for before drawing.
 */

/**
 * What the shell's server build (`shell/dist/server/index.js`, from shell/src/server/entry.ts)
 * exports.
 * @typedef {object} ServerEntry
 * @property {(request: PrerenderRequest) => Promise<PrerenderResult>} prerender Draws one page.
 */

/**
 * The window event the shell dispatches when React recovers from an error while hydrating a
 * prerendered page (`onRecoverableError`: the server's HTML and the first client render
 * differed, and React threw that part's HTML away). `detail` is the error and its component
 * stack. The end-to-end tests fail on any (e2e/support/test.ts).
 */
export const RECOVERABLE_ERROR_EVENT = 'school:recoverable-error';
