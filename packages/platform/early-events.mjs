// What the pages' early-event contract (@school/build-config/early-events, the head's first
// script) and the components agree on, without the contract's code.

/**
 * Where the early-event contract is reachable on `window`: the loader reports failed scripts to
 * it, and an island whose code cannot load gives the visitor's held events back to the browser.
 */
export const EARLY_EVENTS_GLOBAL = '__schoolEarlyEvents';

/**
 * The attribute that takes a control (and what is inside it) out of the early-event contract:
 * the browser answers it before the app runs (the header's phone menu, a `<details>`, the language
 * links and the theme toggle). Boolean: `<details data-early-pass>`.
 */
export const EARLY_EVENTS_PASS = 'data-early-pass';

/**
 * The attribute of `#root` on a page of islands (the route table's `islands: true`, written by the
 * prerenderer): the app never starts there, the shell's entry starts the page's islands, and the
 * early-event contract holds nothing outside them.
 */
export const ISLANDS_ATTRIBUTE = 'data-islands';

/**
 * The attribute of an island's box: the remote module it shows (`contact/NewsletterBox`), drawn
 * in its own React root when it comes near the viewport.
 */
export const ISLAND_ATTRIBUTE = 'data-island';

/**
 * The attribute of a notice's band (its value: the notice's dismissal key). On a page of islands
 * the page's own script answers it, not React (its dismissal: shell/src/islands/notices.ts): the
 * early-event contract holds it like an island until the script marks it ISLAND_LIVE_ATTRIBUTE.
 */
export const NOTICE_ATTRIBUTE = 'data-notice';

/**
 * Set by a page's own script on a part it now answers (NOTICE_ATTRIBUTE): for the
 * early-event contract, that part is live as what React hydrated is, and what was held in it is
 * replayed to the script.
 */
export const ISLAND_LIVE_ATTRIBUTE = 'data-island-live';

/**
 * The attribute saying when an island runs (ISLAND_ATTRIBUTE's box). Absent: drawn in the
 * browser alone when it comes near the viewport (the footer's newsletter box, which the server
 * leaves empty). `intent`: drawn by the server with the page, and hydrated in place (never
 * redrawn) at the first pointerdown, focus or key inside it, or at once when the address has a
 * query or a fragment the server's HTML was not drawn with (`/calendar?level=primary`,
 * `/inscription#primaire`). What was tapped or typed meanwhile is held by the early-event
 * contract and replayed to it.
 */
export const ISLAND_WHEN_ATTRIBUTE = 'data-island-when';

/** The value of ISLAND_WHEN_ATTRIBUTE for an island hydrated on a visitor's first intent. */
export const ISLAND_ON_INTENT = 'intent';

/**
 * The first signs that a visitor is about to use a part of a page of islands: a finger or button
 * down, focus, a key. They hydrate an `intent` island (shell/src/islands/start.ts) and make a live
 * list in one go live (@school/shared's live triggers).
 */
export const ISLAND_INTENTS = /** @type {const} */ (['pointerdown', 'focusin', 'keydown']);

/**
 * Set on an `intent` island's box by the page's loader (@school/build-config/paint-first) when
 * the visitor's first intent inside it is what started the page's script: that script then
 * hydrates it at once, the intent having come before it could listen.
 */
export const ISLAND_INTENDED_ATTRIBUTE = 'data-island-intended';

/**
 * The attribute of an `intent` island's box that shows the page's data (a list): its value is
 * ISLAND_FOLLOWS_DATA. A page of islands checks the data version document as the app does (once
 * idle, then every 30 s in sight and when the tab is shown again); when the data changed, it
 * hydrates these islands (if the visitor has not yet) and reads their data again, so an open list
 * shows the change in place. The rest of the page is the HTML's, drawn again by the prerenderer:
 * the next load shows it.
 */
export const ISLAND_FOLLOWS_ATTRIBUTE = 'data-island-follows';

/** The value of ISLAND_FOLLOWS_ATTRIBUTE: the island follows the page's data. */
export const ISLAND_FOLLOWS_DATA = 'data';

/**
 * The attribute of an `intent` island's box whose part does not read the address's query or
 * fragment (an article's share row): value ISLAND_READS_NO_ADDRESS. Such an island waits for the
 * visitor's intent even when the address has a query (`?from=mail`, a newsletter's link): only
 * the islands that show what a query asks for (`?level=primary`) are hydrated at load for it.
 */
export const ISLAND_ADDRESS_ATTRIBUTE = 'data-island-address';

/** The value of ISLAND_ADDRESS_ATTRIBUTE: the island reads nothing of the address's query. */
export const ISLAND_READS_NO_ADDRESS = 'none';
