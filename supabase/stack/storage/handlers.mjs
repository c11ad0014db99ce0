// What each Storage route does, once routes.mjs has matched it and found its caller.
import { sendJson } from '../http.mjs';
import { sendObject } from './download.mjs';
import { notFound, storageError } from './errors.mjs';
import { contentMatchesType } from './content-type.mjs';
import { checkKey, listOptions, mimeMatches, prefixesOf, readJson, readUpload } from './parse.mjs';

// The Storage API's global cap; a bucket may set a lower one.
const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

/**
 * A matched request: its bucket, the key's segments after it, and its caller (null on the
 * public routes).
 * @typedef {{ req: import('node:http').IncomingMessage; res: import('node:http').ServerResponse;
 *   who: import('./caller.mjs').Caller | null; bucket: string; name: string[] }} RouteRequest
 * @typedef {RouteRequest & { who: import('./caller.mjs').Caller }} CallerRequest
 * @typedef {ReturnType<typeof createHandlers>} Handlers
 */

/**
 * @param {{ objects: import('./objects.mjs').ObjectStore; files: import('./files.mjs').FileStore;
 *   renderer: ReturnType<typeof import('../render.mjs').createImageRenderer>; log: (line: string) => void }} deps
 */
export function createHandlers({ objects, files, renderer, log }) {
  return {
    /** GET /object/(public|authenticated/)?:bucket/*name @param {RouteRequest} route */
    async download({ req, res, who, bucket, name }) {
      const row = await objects.readableRow(who, bucket, name);
      const path = files.existingFile(bucket, row);
      if (!path) throw notFound();
      sendObject(req, res, row, path, log);
    },

    /** GET /render/image/(public|authenticated)/:bucket/*name: found exactly as a download. @param {RouteRequest} route */
    async renderImage({ req, res, who, bucket, name }) {
      const row = await objects.readableRow(who, bucket, name);
      const source = files.existingFile(bucket, row);
      if (!source) throw notFound();
      const query = new URL(req.url ?? '/', 'http://localhost').searchParams;
      await renderer.render(req, res, { bucket, row, source, query });
    },

    /** POST /object/list/:bucket @param {CallerRequest} route */
    async list({ req, res, who, bucket }) {
      const body = await readJson(req);
      sendJson(res, 200, await objects.list(who, bucket, listOptions(body)));
    },

    /** POST (create) or PUT (update) /object/:bucket/*name @param {CallerRequest} route */
    async upload({ req, res, who, bucket, name }) {
      const key = checkKey(name.join('/'));
      const found = await objects.getBucket(bucket);
      const limit = Math.min(
        Number(found.file_size_limit ?? GLOBAL_FILE_SIZE_LIMIT),
        GLOBAL_FILE_SIZE_LIMIT,
      );
      const { data, mimetype, cacheControl } = await readUpload(req, limit);
      /** @type {string[] | null} */
      const allowed = found.allowed_mime_types;
      if (
        allowed &&
        allowed.length > 0 &&
        !allowed.some((pattern) => mimeMatches(pattern, mimetype))
      ) {
        throw storageError(415, 'invalid_mime_type', `mime type ${mimetype} is not supported`);
      }
      if (allowed && allowed.length > 0 && !contentMatchesType(mimetype, data)) {
        throw storageError(
          415,
          'invalid_mime_type',
          `the file's content is not of its mime type ${mimetype}`,
        );
      }
      const result = await objects.storeObject(
        who,
        bucket,
        key,
        { data, mimetype, cacheControl: cacheControl ?? '3600' },
        req.method === 'PUT' ? 'update' : 'create',
        req.headers['x-upsert'] === 'true',
      );
      sendJson(res, 200, result);
    },

    /** DELETE /object/:bucket with `{ prefixes }` @param {CallerRequest} route */
    async removeMany({ req, res, who, bucket }) {
      const prefixes = prefixesOf(await readJson(req));
      await objects.getBucket(bucket);
      sendJson(res, 200, await objects.remove(who, bucket, prefixes));
    },

    /** DELETE /object/:bucket/*name @param {CallerRequest} route */
    async removeOne({ res, who, bucket, name }) {
      await objects.getBucket(bucket);
      const key = checkKey(name.join('/'));
      const removed = await objects.remove(who, bucket, [key]);
      if (removed.length === 0) throw notFound();
      sendJson(res, 200, { message: 'Successfully deleted' });
    },
  };
}
