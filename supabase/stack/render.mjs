// /storage/v1/render/image/…: Storage's image transformations (hosted Supabase runs imgproxy
// behind the same address), here with sharp. Same query as hosted: `width` and `height` (1 to
// 2500; 0 or absent means "not set"), `resize` (cover, contain or fill), `quality` (20 to 100,
// 80 by default) and `format` (origin, avif or webp). Without `format`, the format follows the
// Accept header as on hosted Supabase: WebP for a client that accepts it, the object's own
// format otherwise. Images are never enlarged.
//
// Renditions are kept on disk, one folder per object version (a replaced or deleted object's
// folder goes with its bytes, and a new version never finds an old rendition), within a size cap
// (the least recently used go first). Inputs are bounded: sources up to 25 MB and 50 megapixels
// (hosted's limits), at most `renderConcurrency` transforms at once and a bounded queue behind
// them, a time limit per transform; a source that cannot be decoded is a 422, never a crash.
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { HttpError } from './http.mjs';

export const MAX_DIMENSION = 2500;
export const MAX_SOURCE_BYTES = 25 * 1024 * 1024;
export const MAX_SOURCE_PIXELS = 50_000_000;
const DEFAULT_QUALITY = 80;
const TRANSFORM_SECONDS = 20;
/** How many requests may wait for a transform before the stack answers 503. */
const QUEUE_LIMIT = 64;

const RESIZE_MODES = new Set(['cover', 'contain', 'fill']);
const FORMATS = new Set(['origin', 'avif', 'webp']);
/** What sharp decodes that a bucket may hold as an image, and how each is written back. */
const SOURCE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
const MIME = /** @type {Record<string, string>} */ ({
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  tiff: 'image/tiff',
});

/** @param {string} message */
const badRequest = (message) =>
  new HttpError(400, { statusCode: '400', error: 'InvalidRequest', message });
/** @param {string} message */
const unprocessable = (message) =>
  new HttpError(422, { statusCode: '422', error: 'ImageProcessingError', message });

/**
 * @typedef {{ width: number; height: number; resize: 'cover' | 'contain' | 'fill';
 *   quality: number; format: 'origin' | 'avif' | 'webp' | null; download: string | null }} RenderOptions
 */

/**
 * The query of a render request, checked: anything out of range is a 400 naming the parameter.
 * @param {URLSearchParams} query @returns {RenderOptions}
 */
export function parseRenderOptions(query) {
  /** @param {'width' | 'height'} name */
  const dimension = (name) => {
    const raw = query.get(name);
    if (raw === null || raw === '') return 0;
    const value = Number(raw);
    if (!/^\d{1,9}$/.test(raw) || value > MAX_DIMENSION) {
      throw badRequest(`${name} must be a whole number from 1 to ${MAX_DIMENSION}, got "${raw}"`);
    }
    return value;
  };
  const width = dimension('width');
  const height = dimension('height');
  const rawResize = query.get('resize');
  if (rawResize !== null && !RESIZE_MODES.has(rawResize)) {
    throw badRequest(`resize must be cover, contain or fill, got "${rawResize}"`);
  }
  const rawQuality = query.get('quality');
  let quality = DEFAULT_QUALITY;
  if (rawQuality !== null && rawQuality !== '') {
    quality = Number(rawQuality);
    if (!/^\d{1,3}$/.test(rawQuality) || quality < 20 || quality > 100) {
      throw badRequest(`quality must be a whole number from 20 to 100, got "${rawQuality}"`);
    }
  }
  const rawFormat = query.get('format');
  if (rawFormat !== null && !FORMATS.has(rawFormat)) {
    throw badRequest(`format must be origin, avif or webp, got "${rawFormat}"`);
  }
  return {
    width,
    height,
    resize: /** @type {RenderOptions['resize']} */ (rawResize ?? 'cover'),
    quality,
    format: /** @type {RenderOptions['format']} */ (rawFormat),
    download: query.get('download'),
  };
}

/**
 * The format to write: the one asked for, else WebP for a client that accepts it (what hosted
 * Storage's automatic optimisation does), else the source's own.
 * @param {RenderOptions['format']} requested @param {string | undefined} accept @param {string} source
 */
export function outputFormat(requested, accept, source) {
  if (requested === 'avif' || requested === 'webp') return requested;
  if (requested === null && /\bimage\/webp\b/i.test(accept ?? '')) return 'webp';
  return source === 'heif' ? 'avif' : source;
}

/**
 * The size to resize to, never larger than the source: a box that would enlarge it is scaled
 * down whole, so a cover or fill keeps the asked shape.
 * @param {{ width: number; height: number; resize: RenderOptions['resize'] }} options
 * @param {number} sourceWidth @param {number} sourceHeight
 */
export function targetBox({ width, height, resize }, sourceWidth, sourceHeight) {
  if (!width && !height) return null;
  if (!width || !height || resize === 'contain') {
    // One side, or fit inside the box: the aspect ratio is the source's.
    const scale = Math.min(
      1,
      width ? width / sourceWidth : Infinity,
      height ? height / sourceHeight : Infinity,
    );
    return {
      width: Math.max(1, Math.round(sourceWidth * scale)),
      height: Math.max(1, Math.round(sourceHeight * scale)),
      fit: /** @type {const} */ ('fill'),
    };
  }
  const shrink = Math.max(1, width / sourceWidth, height / sourceHeight);
  return {
    width: Math.max(1, Math.round(width / shrink)),
    height: Math.max(1, Math.round(height / shrink)),
    fit: resize === 'fill' ? /** @type {const} */ ('fill') : /** @type {const} */ ('cover'),
  };
}

/**
 * At most `limit` tasks at once, `queueLimit` more waiting; past that `run` rejects at once.
 * @param {number} limit @param {number} queueLimit
 */
export function createLimiter(limit, queueLimit) {
  let active = 0;
  /** @type {(() => void)[]} */
  const waiting = [];
  const next = () => {
    active -= 1;
    waiting.shift()?.();
  };
  return {
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
    /** @template T @param {() => Promise<T>} task @returns {Promise<T>} */
    async run(task) {
      if (active >= limit) {
        if (waiting.length >= queueLimit) throw new LimiterFullError();
        await new Promise((resolveTurn) => waiting.push(() => resolveTurn(undefined)));
      }
      active += 1;
      try {
        return await task();
      } finally {
        next();
      }
    },
  };
}

export class LimiterFullError extends Error {
  constructor() {
    super('too many image transformations waiting');
  }
}

/** @type {Promise<import('sharp').SharpConstructor> | null} */
let sharpLoading = null;
/** sharp loads on the first transform: the stack starts as fast without it. */
function loadSharp() {
  sharpLoading ??= import('sharp').then((module) => {
    const sharp = module.default;
    // Each rendition is read once and then kept on disk: libvips' own caches would only hold
    // memory and open files (of versions since deleted).
    sharp.cache(false);
    return sharp;
  });
  return sharpLoading;
}

/**
 * @param {{ config: import('./config.mjs').StackConfig }} deps
 */
export function createImageRenderer({ config }) {
  const root = resolve(config.dataDir, 'storage-renders');
  mkdirSync(root, { recursive: true });
  const limiter = createLimiter(config.renderConcurrency, QUEUE_LIMIT);
  /** Renditions being made: a burst of the same request transforms once. */
  /** @type {Map<string, Promise<{ file: string; format: string }>>} */
  const inFlight = new Map();

  // What the cache holds, for its cap: file -> size and last use (mtime on disk at start).
  /** @type {Map<string, { size: number; used: number }>} */
  const entries = new Map();
  let cachedBytes = 0;
  for (const folder of readdirSync(root)) {
    const dir = join(root, folder);
    try {
      if (!statSync(dir).isDirectory()) continue;
      for (const name of readdirSync(dir)) {
        if (name.includes('.tmp-')) {
          rmSync(join(dir, name), { force: true });
          continue;
        }
        const info = statSync(join(dir, name));
        entries.set(join(dir, name), { size: info.size, used: info.mtimeMs });
        cachedBytes += info.size;
      }
    } catch {
      // A folder removed meanwhile.
    }
  }

  /** @param {string} file @param {number} size */
  function remember(file, size) {
    const previous = entries.get(file);
    if (previous) cachedBytes -= previous.size;
    entries.set(file, { size, used: Date.now() });
    cachedBytes += size;
    if (cachedBytes <= config.renderCacheBytes) return;
    // Down to 90 % of the cap, least recently used first.
    const oldest = [...entries].sort((a, b) => a[1].used - b[1].used);
    for (const [path, entry] of oldest) {
      if (cachedBytes <= config.renderCacheBytes * 0.9) break;
      if (path === file) continue;
      rmSync(path, { force: true });
      entries.delete(path);
      cachedBytes -= entry.size;
    }
  }

  /** The folder of one object version's renditions. @param {string} bucket @param {string} name @param {string} version */
  function versionFolder(bucket, name, version) {
    const digest = createHash('sha256').update(`${bucket}\u0000${name}`).digest('hex');
    return join(root, `${digest}-${String(version).replace(/[^\w-]/g, '')}`);
  }

  /**
   * Drops the renditions of an object version (it was replaced or deleted).
   * @param {string} bucket @param {string} name @param {string | null | undefined} version
   */
  function forget(bucket, name, version) {
    const dir = versionFolder(bucket, name, version ?? 'none');
    for (const [path, entry] of entries) {
      if (path.startsWith(dir + '/')) {
        entries.delete(path);
        cachedBytes -= entry.size;
      }
    }
    rmSync(dir, { recursive: true, force: true });
  }

  /**
   * Makes (or finds) the rendition of one object version.
   * @param {string} source the object's file @param {string} dir @param {RenderOptions} options
   * @param {string | undefined} accept
   */
  async function rendition(source, dir, options, accept) {
    const size = statSync(source).size;
    if (size > MAX_SOURCE_BYTES) {
      throw unprocessable(`The image is larger than ${MAX_SOURCE_BYTES / 1024 / 1024} MB`);
    }
    const sharp = await loadSharp();
    const input = () =>
      sharp(source, { limitInputPixels: MAX_SOURCE_PIXELS, failOn: 'error', pages: 1 });
    let metadata;
    try {
      metadata = await input().metadata();
    } catch {
      throw unprocessable('The object is not an image that can be transformed');
    }
    const sourceFormat = metadata.format ?? '';
    if (!SOURCE_FORMATS.has(sourceFormat) || !metadata.width || !metadata.height) {
      throw unprocessable('The object is not an image that can be transformed');
    }
    if (metadata.width * metadata.height > MAX_SOURCE_PIXELS) {
      throw unprocessable('The image has more than 50 megapixels');
    }
    const format = outputFormat(options.format, accept, sourceFormat);
    // EXIF orientation 5 to 8 turns the picture a quarter: its upright size swaps.
    const upright = (metadata.orientation ?? 1) >= 5;
    const sourceWidth = upright ? metadata.height : metadata.width;
    const sourceHeight = upright ? metadata.width : metadata.height;
    const box = targetBox(options, sourceWidth, sourceHeight);
    const key = createHash('sha256')
      .update(
        JSON.stringify([box?.width, box?.height, box?.fit, options.quality, format, sourceFormat]),
      )
      .digest('hex')
      .slice(0, 32);
    const file = join(dir, `${key}.${format}`);
    const known = entries.get(file);
    if (known) {
      try {
        statSync(file);
        known.used = Date.now();
        return { file, format, hit: true };
      } catch {
        entries.delete(file);
        cachedBytes -= known.size;
      }
    }
    let pending = inFlight.get(file);
    if (!pending) {
      pending = limiter
        .run(async () => {
          let pipeline = input().rotate().timeout({ seconds: TRANSFORM_SECONDS });
          if (box) {
            pipeline = pipeline.resize(box.width, box.height, { fit: box.fit, position: 'centre' });
          }
          if (format === 'avif') pipeline = pipeline.avif({ quality: options.quality, effort: 2 });
          else if (format === 'webp') pipeline = pipeline.webp({ quality: options.quality });
          else if (format === 'jpeg')
            pipeline = pipeline.jpeg({ quality: options.quality, mozjpeg: true });
          else if (format === 'png') pipeline = pipeline.png();
          else if (format === 'gif') pipeline = pipeline.gif();
          else pipeline = pipeline.toFormat(/** @type {'tiff'} */ (format));
          let data;
          try {
            data = await pipeline.toBuffer();
          } catch (error) {
            config.log(`[storage] render failed: ${/** @type {Error} */ (error).message}`);
            throw unprocessable('The image could not be transformed');
          }
          mkdirSync(dir, { recursive: true });
          // Written beside, then renamed: a reader never sees half a file.
          const temporary = `${file}.tmp-${randomUUID()}`;
          await writeFile(temporary, data);
          renameSync(temporary, file);
          remember(file, data.length);
          return { file, format };
        })
        .finally(() => inFlight.delete(file));
      inFlight.set(file, pending);
    }
    return { ...(await pending), hit: false };
  }

  /**
   * Answers a render request for one object row whose bytes are in `source`.
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   * @param {{ bucket: string; row: Record<string, any>; source: string; query: URLSearchParams }} target
   */
  async function render(req, res, { bucket, row, source, query }) {
    const options = parseRenderOptions(query);
    const dir = versionFolder(bucket, row.name, row.version ?? 'none');
    let result;
    try {
      result = await rendition(source, dir, options, req.headers.accept);
    } catch (error) {
      if (error instanceof LimiterFullError) {
        throw new HttpError(
          503,
          { statusCode: '503', error: 'SlowDown', message: 'Too many image transformations' },
          { 'Retry-After': '1' },
        );
      }
      throw error;
    }
    const meta = row.metadata ?? {};
    const objectTag = String(meta.eTag ?? row.version ?? row.id).replace(/"/g, '');
    const etag = `"${objectTag}-${basename(result.file).split('.')[0]}"`;
    /** @type {Record<string, string>} */
    const headers = {
      'Content-Type': MIME[result.format] ?? 'application/octet-stream',
      'Cache-Control': meta.cacheControl ?? 'max-age=3600',
      ETag: etag,
      'Last-Modified': new Date(row.updated_at ?? Date.now()).toUTCString(),
      // Which rendition, and whether it came from the cache (the local stack's own header).
      'X-Render-Cache': result.hit ? 'hit' : 'miss',
    };
    // The answer depends on Accept only when the client let the endpoint choose the format.
    if (options.format === null) headers.Vary = 'Accept';
    if (options.download !== null) {
      const name = encodeURIComponent(
        options.download || (String(row.name).split('/').pop() ?? ''),
      );
      headers['Content-Disposition'] = `attachment; filename=${name}; filename*=UTF-8''${name}`;
    }
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    const size = statSync(result.file).size;
    res.writeHead(200, { ...headers, 'Content-Length': String(size) });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const stream = createReadStream(result.file);
    stream.on('error', (error) => {
      config.log(`[storage] render read failed: ${error.message}`);
      res.destroy();
    });
    stream.pipe(res);
  }

  return { render, forget };
}
