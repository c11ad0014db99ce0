// Browser code, in the shell's production build only (see ../../federation-runtime.mjs): what
// @module-federation/error-codes' `desc` module becomes. The federation runtime's errors keep
// their code and the address of the page that explains it
// (`#RUNTIME-008 … https://module-federation.io/guide/troubleshooting/runtime#runtime-008`); the
// English sentence for each code, in the page's first script, is on that page. (A remote's entry
// has none: its runtime facade keeps only what the bundler runtime calls.)
export const runtimeDescMap = {};
export const typeDescMap = {};
export const buildDescMap = {};
export const errorDescMap = {};
