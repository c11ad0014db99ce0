// The menus' part of the first inline script of every page (the shell's index.html): the
// controller of @school/platform/menus, started before the first paint. It closes the header's
// menus on Escape, a press outside, focus leaving them and a followed link, opens the About menu
// on a mouse's hover and moves through it with the arrow keys, before and without the app (see
// there). Its source is the page's text: no syntax newer than the pages' bundles.

import { menusNames, startMenus } from '@school/platform/menus';
import { compact } from './early-events.mjs';

/** A statement for index.html's first script: starts the menus' controller in the page. */
export const menusScript = `(${compact(startMenus.toString())})(window, ${JSON.stringify(menusNames)});`;
