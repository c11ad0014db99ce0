// The data version document: one small file the prerenderer writes beside the pages it renders
// (`<pages>/data-version.json`, served at `/data-version.json`), naming the version of the data
// those pages were drawn from (a digest of every row a visitor can read: content and settings).
// Each prerendered page carries the same version in its query cache's state. An open page asks
// for the document with a conditional request (the browser sends the ETag it holds, the server
// answers 304 with no body while nothing changed): only when the document names another version
// than the page's does the page load the Supabase client and read its data again. Shared by the
// prerenderer (which writes it), the static server (which serves it) and the browser (which reads
// it), so the three agree on its name and shape.

/** The document's file name in the prerendered folder; the browser asks for `/` + this. */
export const DATA_VERSION_FILE = 'data-version.json';

/** The address an open page asks for. */
export const DATA_VERSION_PATH = `/${DATA_VERSION_FILE}`;

/** How often an open page in sight asks (and at once when the visitor comes back to it). */
export const DATA_VERSION_CHECK_MS = 30_000;

/**
 * The id of the `<script type="application/json">` that carries a prerendered page's state (its
 * query cache, catalogs, and last the data version it was drawn from).
 */
export const PAGE_STATE_ID = 'school-query-state';

/**
 * The data version in a page's state: the JSON's last member (`<` is escaped inside it, and the
 * prerenderer writes `dataVersion` last), so it is read at the very end of the state's text
 * without parsing the rest. Group 1: the version.
 */
export const STATE_VERSION_AT_END = /"dataVersion":"([0-9a-f]{16,64})"\}\s*$/;

/**
 * The data version a page's state names (its text: STATE_VERSION_AT_END), or null for a page
 * drawn without one.
 * @param {string} stateText
 * @returns {string | null}
 */
export function stateVersion(stateText) {
  return STATE_VERSION_AT_END.exec(stateText)?.[1] ?? null;
}

/** A version as the prerenderer names one: the hex digest of the data (16 to 64 digits). */
const VERSION = /^[0-9a-f]{16,64}$/;

/**
 * The document for a version.
 * @param {string} version
 * @returns {string}
 */
export function dataVersionDocument(version) {
  if (!VERSION.test(version)) throw new Error(`not a data version: ${JSON.stringify(version)}`);
  return `${JSON.stringify({ version })}\n`;
}

/**
 * The version a document names, or null for anything else (an error page, a truncated body, a
 * document from a later format that names it differently): the reader then learns nothing and
 * keeps what it has.
 * @param {string} text
 * @returns {string | null}
 */
export function readDataVersion(text) {
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const version =
    typeof parsed === 'object' && parsed !== null && 'version' in parsed ? parsed.version : null;
  return typeof version === 'string' && VERSION.test(version) ? version : null;
}
