import { ISLANDS_ATTRIBUTE } from '@school/platform/early-events';
import { draftAsked, previewAsked } from './lib/preview-state';

// A page of islands (its prerendered HTML marks #root: the route table's `islands: true`) never
// starts the app: only its interactive parts run, each its own root (./islands/start.ts). A tab
// that asks for a preview draws every page in the browser with the versions it previews.
// So does the back office's look at a draft (`/news/x?draft`, @school/build-config/paint-first's
// PREVIEW_NAMES): the page's HTML is the published article's, if any.
const islands =
  document.getElementById('root')?.hasAttribute(ISLANDS_ATTRIBUTE) === true &&
  !previewAsked(window.location, window.sessionStorage) &&
  !draftAsked(window.location);

// The asynchronous boundary lets Module Federation set up the shared singletons before any
// module that uses React runs.
void (islands ? import('./islands/start') : import('./bootstrap'));
