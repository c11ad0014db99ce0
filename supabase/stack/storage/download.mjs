// An object's bytes as an HTTP answer: its stored type, cache time and ETag, 304 when the
// client has this version, and nothing but headers for HEAD.
import { createReadStream, statSync } from 'node:fs';

/**
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 * @param {import('./objects.mjs').ObjectRow} row @param {string} path where its bytes are
 * @param {(line: string) => void} log
 */
export function sendObject(req, res, row, path, log) {
  const meta = row.metadata ?? {};
  const etag = typeof meta.eTag === 'string' ? meta.eTag : `"${row.version ?? row.id}"`;
  const headers = {
    'Content-Type': meta.mimetype ?? 'application/octet-stream',
    'Content-Length': String(statSync(path).size),
    'Cache-Control': meta.cacheControl ?? 'max-age=3600',
    ETag: etag,
    'Last-Modified': new Date(row.updated_at ?? Date.now()).toUTCString(),
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, { ETag: etag, 'Cache-Control': headers['Cache-Control'] });
    res.end();
    return;
  }
  res.writeHead(200, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(path);
  stream.on('error', (error) => {
    // Headers are gone already: the only honest answer left is a cut connection.
    log(`[storage] read failed: ${error.message}`);
    res.destroy();
  });
  stream.pipe(res);
}
