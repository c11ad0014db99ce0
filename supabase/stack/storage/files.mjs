// Object bytes on disk. They live in one flat folder, one file per object version, named by a
// hash of the bucket and key: keys like `x` and `x/a.png` (both valid on Supabase Storage) never
// collide as a file and a folder, and a row's version always names a complete file written
// before the row was committed.
import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { storageError } from './errors.mjs';

/** @typedef {{ name: string; version?: string | null }} StoredRow */
/** @typedef {ReturnType<typeof createFileStore>} FileStore */

/**
 * @param {{ dataDir: string; renderer: { forget: (bucket: string, name: string, version?: string | null) => void } }} deps
 */
export function createFileStore({ dataDir, renderer }) {
  // Where earlier versions of this stack kept an object: a file at its key's own path.
  const legacyRoot = resolve(dataDir, 'storage');
  mkdirSync(legacyRoot, { recursive: true });
  const objectsRoot = resolve(dataDir, 'storage-objects');
  mkdirSync(objectsRoot, { recursive: true });

  /** @param {string} bucket @param {string} name @param {string} version */
  function versionPath(bucket, name, version) {
    const digest = createHash('sha256').update(`${bucket}\u0000${name}`).digest('hex');
    return join(objectsRoot, `${digest}-${String(version).replace(/[^\w-]/g, '')}`);
  }

  /**
   * A key's path in the earlier layout, refused if it would leave the storage folder.
   * @param {string} bucket @param {string} name
   */
  function legacyPath(bucket, name) {
    const path = resolve(legacyRoot, bucket, name);
    if (relative(legacyRoot, path).startsWith('..') || !path.startsWith(legacyRoot + sep)) {
      throw storageError(400, 'InvalidKey', `Invalid key: ${name}`);
    }
    return path;
  }

  /**
   * Where a row's bytes are: its version's file, or the earlier layout for objects stored
   * before.
   * @param {string} bucket @param {StoredRow} row
   */
  function existingFile(bucket, row) {
    if (row.version) {
      const path = versionPath(bucket, row.name, row.version);
      if (existsSync(path)) return path;
    }
    const legacy = legacyPath(bucket, row.name);
    try {
      return statSync(legacy).isFile() ? legacy : null;
    } catch {
      return null;
    }
  }

  /**
   * Writes a new version's bytes to stable storage, before the row that points at them is
   * committed.
   * @param {string} bucket @param {string} name @param {string} version @param {Buffer} data
   */
  function writeVersion(bucket, name, version, data) {
    legacyPath(bucket, name);
    const path = versionPath(bucket, name, version);
    try {
      const fd = openSync(path, 'w');
      try {
        writeSync(fd, data);
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
    } catch (error) {
      rmSync(path, { force: true });
      throw error;
    }
  }

  /** The bytes of a version whose row was never committed. @param {string} bucket @param {string} name @param {string} version */
  function discardVersion(bucket, name, version) {
    rmSync(versionPath(bucket, name, version), { force: true });
  }

  /** The bytes of an object version, and its image renditions. @param {string} bucket @param {StoredRow} row */
  function removeFiles(bucket, row) {
    renderer.forget(bucket, row.name, row.version);
    if (row.version) rmSync(versionPath(bucket, row.name, row.version), { force: true });
    try {
      const legacy = legacyPath(bucket, row.name);
      if (statSync(legacy).isFile()) rmSync(legacy, { force: true });
    } catch {
      // No file in the earlier layout.
    }
  }

  return { existingFile, writeVersion, discardVersion, removeFiles };
}
