// The theme's part of the first inline script of every page (the shell's index.html): the
// controller of @school/platform/theme, started before the first paint. It marks `<html
// data-theme>` with the visitor's theme and answers the header's theme toggle before and without
// the app (see there). Its source is the page's text: no syntax newer than the pages' bundles.

import { startTheme, themeNames } from '@school/platform/theme';
import { compact } from './early-events.mjs';

/** A statement for index.html's first script: starts the theme controller in the page. */
export const themeScript = `(${compact(startTheme.toString())})(window, ${JSON.stringify(themeNames)});`;
