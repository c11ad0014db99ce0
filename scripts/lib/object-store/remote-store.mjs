// The S3 target as the deploy, rollback and status commands use it: the bucket, and a local
// copy of its live versions (the checks of deploy-verify.mjs read builds from a folder).
import { join } from 'node:path';
import { openBucket, StoreError } from './bucket.mjs';
import { localMirrorOf } from './settings.mjs';
import {
  appendBucketJournal,
  listBucketVersions,
  MAP_KEY,
  mirrorLive,
  mirrorVersion,
  pruneBucket,
  purge,
  readBucketJournal,
  readBucketMap,
  switchLive,
  uploadVersion,
} from './target.mjs';

export { StoreError };

/** @import { AppName } from '@school/platform/apps' */
/** @import { JournalEvent } from '../deploy-store.mjs' */

/**
 * Opens the bucket (its absence and refused credentials are said here, before any build) and
 * copies its live versions to the local mirror.
 * @param {import('./settings.mjs').BucketSettings} settings @param {string} root
 * @param {{ mirror?: boolean | readonly AppName[] }} [options] mirror: false for commands that
 *   only read the bucket, the apps whose live versions a command's checks read, or true for all
 */
export async function openTarget(settings, root, { mirror = true } = {}) {
  const bucket = openBucket(settings);
  const store = localMirrorOf(settings, root);
  const configFile = join(store, 'runtime-config.json');
  try {
    await bucket.check();
    if (mirror) {
      await mirrorLive({ bucket, store, configFile, only: mirror === true ? undefined : mirror });
    }
  } catch (error) {
    bucket.destroy();
    throw error;
  }
  const where = `${settings.endpoint ?? 'AWS'} bucket ${settings.bucket}${settings.prefix ? `/${settings.prefix}` : ''}`;
  return {
    bucket,
    store,
    configFile,
    where,
    readMap: async () => {
      const map = await readBucketMap(bucket);
      if (!map) throw new StoreError(`no runtime map at ${bucket.full(MAP_KEY)}`);
      return map;
    },
    /** @param {AppName} app @param {string} version */
    upload: (app, version) => uploadVersion({ bucket, store, app, version }),
    /** @param {AppName} app @param {string} version */
    mirror: (app, version) => mirrorVersion({ bucket, store, app, version }),
    /** @param {Omit<JournalEvent, 'at'>} event */
    journal: (event) => appendBucketJournal(bucket, event),
    readJournal: () => readBucketJournal(bucket),
    /** @param {string} app */
    versions: (app) => listBucketVersions(bucket, app),
    /**
     * @param {AppName} app @param {string} version @param {JournalEvent['action']} action
     * @param {string | null} from
     */
    switchLive: (app, version, action, from) => switchLive({ bucket, app, version, action, from }),
    /** @param {AppName} app @param {number} keep @param {Array<string | undefined>} protect */
    prune: (app, keep, protect) => pruneBucket({ bucket, app, keep, protect }),
    /** Tells the cache tier to forget the map (nothing when no DEPLOY_PURGE_URL is set). */
    async purgeMap() {
      if (!settings.purgeUrl) return;
      try {
        await purge(settings.purgeUrl, { paths: [`/${MAP_KEY}`] });
      } catch (error) {
        throw new StoreError(
          `${error instanceof Error ? error.message : String(error)}. The switch is done in the ` +
            'bucket, but the cache tier may serve the previous map until it is purged: run the ' +
            'same command again (it purges again), or purge /runtime-config.json by hand',
        );
      }
    },
    close: () => bucket.destroy(),
  };
}
