// /storage/v1: uploads, downloads, deletes and lists of the Storage API, and its image
// transformations (render.mjs). Routing (routes.mjs), request parsing (parse.mjs), the caller
// (caller.mjs), object rows (objects.mjs) and bytes on disk (files.mjs) each have a module.
import { createImageRenderer } from '../render.mjs';
import { createFileStore } from './files.mjs';
import { createHandlers } from './handlers.mjs';
import { createObjectStore } from './objects.mjs';
import { createRouter } from './routes.mjs';
import { seedObjects } from './seed.mjs';

/**
 * @param {{ db: import('../db.mjs').Database; config: import('../config.mjs').StackConfig }} deps
 */
export function createStorageService({ db, config }) {
  const log = config.log;
  const renderer = createImageRenderer({ config });
  const files = createFileStore({ dataDir: config.dataDir, renderer });
  const objects = createObjectStore({ db, files, log });
  const handlers = createHandlers({ objects, files, renderer, log });
  const { handle } = createRouter({ handlers, jwtSecret: config.jwtSecret, log });
  return {
    handle,
    /** Uploads the seed files as the service role, once. @param {string} seedDir */
    seedObjects: (seedDir) => seedObjects({ db, objects }, seedDir),
  };
}
