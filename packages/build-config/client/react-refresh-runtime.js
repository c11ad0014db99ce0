// Browser code, in development builds only: what every app's React Refresh client gets when it
// imports `react-refresh/runtime` (see react-refresh.mjs).
//
// React Refresh keeps its state in the runtime module: the component families and the React
// roots, which it learns about only from commits seen after it hooked into React. Each app of the
// page is its own bundle with its own copy of that module, and a remote's copy starts after the
// shell has mounted the page: it never sees a root, so its refreshes render nothing. So the first
// app on the page (the shell) publishes its runtime and every later one borrows it: one set of
// families, one set of roots, one refresh for any app's edit. Registration ids are module ids,
// which are only unique within one app (`./src/app/app.tsx` exists everywhere), so each app
// prefixes its own.
import * as own from 'react-refresh/runtime';

/* global __react_refresh_library__ */
const app = typeof __react_refresh_library__ === 'string' ? __react_refresh_library__ : '';
const key = '__schoolReactRefreshRuntime';
const page = globalThis[key] ?? (globalThis[key] = own);
const borrowed = page !== own;

export function register(type, id) {
  return page.register(type, `${app}:${id}`);
}

/** The owner already hooked the page's runtime into React; hooking it twice would track roots twice. */
export function injectIntoGlobalHook(globalObject) {
  if (!borrowed) own.injectIntoGlobalHook(globalObject);
}

export const createSignatureFunctionForTransform = (...args) =>
  page.createSignatureFunctionForTransform(...args);
export const getFamilyByType = (type) => page.getFamilyByType(type);
export const isLikelyComponentType = (type) => page.isLikelyComponentType(type);
export const performReactRefresh = () => page.performReactRefresh();
