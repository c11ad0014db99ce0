// The built site served as `npm start` serves it, from a versions store of the suites' own that
// starts empty every run: each app's build becomes its first version, and what a deploy suite
// left live in an earlier run cannot change this one.
import { rmSync } from 'node:fs';

const store = process.env.DEPLOY_DIR;
const map = process.env.RUNTIME_CONFIG_FILE;
if (!store || !map) throw new Error('DEPLOY_DIR and RUNTIME_CONFIG_FILE must name the suites’ own');
rmSync(store, { recursive: true, force: true });
rmSync(map, { force: true });
const { serveAll } = await import('../../scripts/serve.mjs');
const site = await serveAll({ quiet: true });
console.log(`Site ready: ${site.urls.shell}`);
const stop = async () => {
  await site.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
