#!/usr/bin/env node
// `npm run cache-tier -- --origin http://127.0.0.1:<port> [--port <n>] [--bucket <name>]
// [--prefix <folder>]`: the cache tier alone (Varnish + xkey, scripts/lib/cache-tier) in front of
// a bucket that already runs, e.g. the object store of the production rehearsal or any
// S3-compatible endpoint readable without credentials. Prints the site's address through it and
// its purge API; Ctrl-C stops it.
import { parseArgs } from 'node:util';
import { defaultLayout, startCacheTier } from './lib/cache-tier/index.mjs';

const { values } = parseArgs({
  options: {
    origin: { type: 'string' },
    port: { type: 'string' },
    bucket: { type: 'string' },
    prefix: { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
});
if (!values.origin) {
  console.error(
    'Usage: npm run cache-tier -- --origin http://127.0.0.1:<port> [--port <n>] [--bucket <name>] [--prefix <folder>]',
  );
  process.exit(2);
}
const origin = new URL(values.origin);
if (origin.protocol !== 'http:') {
  console.error(`The cache tier reaches its origin over plain HTTP (got ${origin.protocol})`);
  process.exit(2);
}
try {
  const tier = await startCacheTier({
    origin: { host: origin.hostname, port: Number(origin.port || 80), hostHeader: origin.host },
    layout: {
      ...defaultLayout,
      ...(values.bucket ? { bucketPath: `/${values.bucket.replace(/^\/+/, '')}` } : {}),
      ...(values.prefix !== undefined ? { prefix: values.prefix } : {}),
    },
    port: values.port ? Number(values.port) : undefined,
    log: values.verbose ? (line) => console.log(`[varnish] ${line}`) : undefined,
  });
  console.log(`Site through the cache tier: ${tier.url}  (Ctrl-C stops it)`);
  console.log(`Purge a path: curl -X PURGE ${tier.url}/ar/news`);
  console.log(`Purge by surrogate key: curl -X PURGE -H 'xkey-purge: <key> …' ${tier.url}/`);
  let stopping = false;
  const stop = async () => {
    stopping = true;
    await tier.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  tier.exited.then((code) => {
    if (stopping) return;
    console.error(`varnishd exited (${code})`);
    process.exit(1);
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
