// One data directory, one stack. Two stacks on one PGlite folder corrupt it (each caches pages
// and writes the WAL on its own), and two on one storage folder lose files. The first stack
// writes a lock file naming itself; a second one refuses to start and names the first. A lock
// left by a stack that crashed (its process is gone) is taken over.
import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

const LOCK_FILE = 'stack.lock';
/** Lock files held by stacks of this very process (tests run several). */
const heldHere = new Set();

/** @param {number} pid */
function running(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return /** @type {{ code?: string }} */ (error).code === 'EPERM';
  }
}

/**
 * Turns a file-system failure on the data directory into a message naming cause and fix.
 * @param {unknown} error @param {string} dataDir
 */
export function dataDirError(error, dataDir) {
  const code = /** @type {{ code?: string }} */ (error).code;
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') {
    return new Error(
      `the data directory ${dataDir} is not writable (${code}): make it writable, or set SUPABASE_DATA_DIR to a writable folder`,
    );
  }
  if (code === 'ENOSPC' || code === 'EDQUOT') {
    return new Error(
      `the disk holding ${dataDir} is full (${code}): free some space, or set SUPABASE_DATA_DIR to another disk`,
    );
  }
  if (code === 'ENOTDIR' || code === 'EEXIST') {
    return new Error(
      `the data directory ${dataDir} is not a folder: set SUPABASE_DATA_DIR to a folder`,
    );
  }
  return new Error(
    `cannot use the data directory ${dataDir}: ${/** @type {Error} */ (error).message}`,
  );
}

/**
 * @param {string} dataDir @param {number} port
 * @returns {{ release: () => void; update: (info: Record<string, unknown>) => void }}
 */
export function acquireLock(dataDir, port) {
  const path = join(dataDir, LOCK_FILE);
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw dataDirError(error, dataDir);
  }
  /** @type {Record<string, unknown>} */
  let info = { pid: process.pid, host: hostname(), port, startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    let fd;
    try {
      fd = openSync(path, 'wx');
    } catch (error) {
      if (/** @type {{ code?: string }} */ (error).code !== 'EEXIST')
        throw dataDirError(error, dataDir);
      let holder = /** @type {Record<string, any>} */ ({});
      try {
        holder = JSON.parse(readFileSync(path, 'utf8'));
      } catch {
        // Half-written by a stack that died while starting: treated as stale.
      }
      const sameHost = holder.host === undefined || holder.host === hostname();
      const mine = holder.pid === process.pid;
      if (
        typeof holder.pid === 'number' &&
        sameHost &&
        (mine ? heldHere.has(path) : running(holder.pid))
      ) {
        const where = holder.url ?? (holder.port ? `port ${holder.port}` : 'an unknown port');
        throw new Error(
          `another local Supabase stack (pid ${holder.pid}, ${where}, started ${holder.startedAt ?? 'earlier'}) is using the data directory ${dataDir}: stop it first, or set SUPABASE_DATA_DIR to another folder`,
        );
      }
      // Stale: the stack that wrote it is gone.
      rmSync(path, { force: true });
      continue;
    }
    try {
      writeSync(fd, JSON.stringify(info));
    } catch (error) {
      closeSync(fd);
      rmSync(path, { force: true });
      throw dataDirError(error, dataDir);
    }
    closeSync(fd);
    heldHere.add(path);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        heldHere.delete(path);
        rmSync(path, { force: true });
      },
      update: (more) => {
        info = { ...info, ...more };
        try {
          writeFileSync(path, JSON.stringify(info));
        } catch {
          // The lock itself still holds; only its description is older.
        }
      },
    };
  }
  throw new Error(`could not take the lock ${path}: remove it if no stack is running`);
}
