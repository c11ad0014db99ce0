// Browser code, in the shell's production build only (see ../../federation-runtime.mjs): what
// @module-federation/webpack-bundler-runtime's `remotes.js` becomes there. It loads the remotes a
// build imports statically (`import('blog_news/App')` with `remotes` in the build's options); the
// shell names none at build time (`remotes: {}`) and registers every remote from the runtime map
// (shell/src/lib/remotes.ts), so the bundler never calls it. A build that does would say so.
/** @returns {never} */
export function remotes() {
  throw new Error(
    'This build imports no remote statically (remotes: {}): load remotes through the federation runtime',
  );
}
