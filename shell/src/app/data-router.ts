// The data router's engine (loaders, actions, fetchers, blockers: about 30 KB gzip), which only the
// back office needs (its `useBlocker`). The build puts this module and what it imports in a bundler
// layer of its own (pluginDataRouterLayer, packages/build-config): a second copy of react-router
// tree-shaken to `createBrowserRouter` alone, in a chunk that public pages never load. The shared
// react-router-dom, which every page loads, keeps only the declarative router, `RouterProvider`
// and `useBlocker` (routerExports). The router object this creates is driven through the shared
// copy's `RouterProvider` and contexts, so `useBlocker` and every link see one router.
// Imported from here only (ESLint): react-router is not a shared singleton.
export { createBrowserRouter } from 'react-router';
