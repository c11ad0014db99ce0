import { spawn, spawnSync } from 'node:child_process';
import { delimiter, dirname, join } from 'node:path';
import { repoRoot } from './repo-root.mjs';

/** A tool the workspace installs (nx, tsc, …), by the name of its executable. @param {string} name */
export const bin = (name) => join(repoRoot, 'node_modules', '.bin', name);

/**
 * The environment every child runs in: the workspace's own tools (pnpm, nx, …) first on PATH,
 * then this Node, so nothing depends on what happens to be installed globally. nx runs each
 * project's scripts with `pnpm run` after dropping the workspace's node_modules folders from PATH,
 * so the pinned pnpm is also reachable through scripts/bin.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {NodeJS.ProcessEnv & { PATH: string }}
 */
export function toolEnv(env = process.env) {
  const first = [
    join(repoRoot, 'scripts', 'bin'),
    join(repoRoot, 'node_modules', '.bin'),
    dirname(process.execPath),
  ];
  const rest = (env.PATH ?? '').split(delimiter).filter((entry) => entry && !first.includes(entry));
  return { ...env, PATH: [...first, ...rest].join(delimiter) };
}

/**
 * Runs a command to completion with inherited output; returns its exit code.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {import('node:child_process').SpawnSyncOptions} [options]
 */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: repoRoot,
    stdio: 'inherit',
    ...options,
    env: toolEnv(options.env),
  });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/**
 * Starts a long-running child whose lines are prefixed with its name.
 * @param {string} name
 * @param {string} command
 * @param {readonly string[]} args
 * @param {Omit<import('node:child_process').SpawnOptions, 'stdio'>} [options] (its output is
 *   always piped through the prefix)
 */
export function startChild(name, command, args, options = {}) {
  const child = spawn(command, args, {
    cwd: repoRoot,
    detached: process.platform !== 'win32',
    ...options,
    stdio: /** @type {const} */ (['ignore', 'pipe', 'pipe']),
    env: toolEnv(options.env),
  });
  /** @param {import('node:stream').Readable} stream @param {NodeJS.WritableStream} out */
  const prefix = (stream, out) => {
    let buffer = '';
    stream.setEncoding('utf8');
    stream.on('data', (/** @type {string} */ chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) out.write(`[${name}] ${line}\n`);
    });
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return child;
}

/**
 * Stops a child started by startChild, with its whole process group.
 * @param {import('node:child_process').ChildProcess} child
 * @returns {Promise<void>}
 */
export function stopChild(child) {
  const { pid } = child;
  // No pid: it never started (the command was not found), and no 'exit' will come.
  if (pid === undefined || child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve();
  return new Promise((resolveStop) => {
    child.once('exit', () => resolveStop(undefined));
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
    setTimeout(() => {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 5000).unref();
  });
}
