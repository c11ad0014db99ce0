// Browser code, in the shell's production build only (see ../../federation-runtime.mjs): what
// @module-federation/runtime-core's `utils/context.js` becomes. Its one function copies the
// instance's remotes and shared packages into a diagnostic context at each error site, for
// error-codes' `logAndReport` to report; runtime-core imports error-codes' browser build, whose
// `logAndReport` never reads that argument (only the Node build's does). In the browser the copy
// is made and dropped: the error a visitor's page throws is the same without it.

/** No context: the browser's `logAndReport` reads none. @returns {undefined} */
export function optionsToMFContext() {
  return undefined;
}
