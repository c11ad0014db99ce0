// The carousels' part of the first inline script of every page (the shell's index.html): the
// controller of @school/platform/carousel, installed before the first paint and attached to the
// page's carousels once it is parsed. The home page's hero then turns and answers its arrows, dots
// and pause button before and without the app (see there). Its source is the page's text: no
// syntax newer than the pages' bundles.

import { carouselNames, startCarousels } from '@school/platform/carousel';
import { compact } from './early-events.mjs';

/** A statement for index.html's first script: starts the carousels' controller in the page. */
export const carouselScript = `(${compact(startCarousels.toString())})(window, ${JSON.stringify(carouselNames)});`;
