#!/usr/bin/env node
// Which of the workspace's own code files tsc checks: every .ts/.tsx/.mts/.cts file and every
// .js/.mjs/.cjs file (with checkJs) that a `typecheck` target's tsconfig includes. Prints the
// lines covered and the files left out; with --check, fails when a file is left out that is not
// in `uncheckedOnPurpose` below (so a new script cannot quietly escape the type check), when
// that list names a file that is now checked or gone, or when a project's `check` target (what
// `npm test` runs, scripts/check.mjs) type-checks other tsconfig files than its `typecheck`.
//
//   node scripts/type-coverage.mjs [--check] [--root <checkout>]
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { repoRoot } from './lib/repo-root.mjs';

/**
 * Files that run but no tsc run checks, and why (paths from the repository root).
 * @type {Record<string, string>}
 */
export const uncheckedOnPurpose = {
  'packages/build-config/client/react-refresh-runtime.js':
    'browser code each app compiles in its dev build, where react-refresh/runtime resolves (not from build-config, which has neither it nor its types)',
  'perf/one-bundle/federation-runtime.mjs':
    'imports ./generated/remote-modules.mjs, which perf/one-bundle/rsbuild.config.mjs writes at each build (absent in a fresh clone)',
  'packages/build-config/fixtures/incompatible-remote/src/app.ts':
    'a fixture of build-config/mf-types.test.mjs, which compiles it with its own tsconfig: declarations that must fail the shell’s type check',
};

const codeFile = /\.(?:[cm]?js|[cm]?ts|tsx)$/;
const declaration = /\.d\.[cm]?ts$/;
const jsFile = /\.[cm]?js$/;

/**
 * The workspace's code files, tracked or new (not ignored), relative to the root.
 * @param {string} root
 */
export function codeFiles(root) {
  const out = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z'],
    {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return out
    .split('\0')
    .filter((file) => codeFile.test(file) && !declaration.test(file))
    .filter((file) => existsSync(join(root, file)))
    .sort();
}

/** @typedef {{ command?: string, options?: { command?: string, commands?: (string | { command: string })[], cwd?: string } }} NxTarget */

/**
 * The commands one target of a project runs, each with the folder it runs in: its package.json
 * script, and its project.json target's commands.
 * @param {string} root
 * @param {string} manifest a package.json or project.json, relative to the root
 * @param {string} name the target's name
 */
function targetCommands(root, manifest, name) {
  const dir = join(root, dirname(manifest));
  const json =
    /** @type {{ scripts?: Record<string, string>, targets?: Record<string, NxTarget> }} */ (
      JSON.parse(readFileSync(join(root, manifest), 'utf8'))
    );
  /** @type {{ command: string, cwd: string }[]} */
  const commands = [];
  const script = json.scripts?.[name];
  if (script) commands.push({ command: script, cwd: dir });
  const target = json.targets?.[name];
  if (target) {
    // nx runs project.json commands from the workspace root unless `cwd` says otherwise.
    const cwd = target.options?.cwd ? join(root, target.options.cwd) : root;
    for (const command of [
      target.command,
      target.options?.command,
      ...(target.options?.commands ?? []).map((c) => (typeof c === 'string' ? c : c.command)),
    ]) {
      if (command) commands.push({ command, cwd });
    }
  }
  return commands;
}

/** @param {string} cwd @param {string} project */
function configPath(cwd, project) {
  const path = resolve(cwd, project);
  return path.endsWith('.json') ? path : join(path, 'tsconfig.json');
}

/**
 * The tsconfig files one project's `typecheck` target runs (`tsc -p <file>`), absolute.
 * @param {string} root @param {string} manifest
 */
function typecheckConfigsOf(root, manifest) {
  /** @type {Set<string>} */
  const configs = new Set();
  for (const { command, cwd } of targetCommands(root, manifest, 'typecheck')) {
    for (const [, project] of command.matchAll(/\btsc\b[^&|;]*?(?:-p|--project)\s+(\S+)/g)) {
      configs.add(configPath(cwd, /** @type {string} */ (project)));
    }
  }
  return configs;
}

/**
 * The tsconfig files one project's `check` target runs (`check.mjs [<file> ...]`, tsconfig.json
 * when it names none: scripts/check.mjs), absolute. `npm test` runs `check`; `typecheck` is the
 * same type check alone, for people.
 * @param {string} root @param {string} manifest
 */
function checkConfigsOf(root, manifest) {
  /** @type {Set<string>} */
  const configs = new Set();
  for (const { command, cwd } of targetCommands(root, manifest, 'check')) {
    for (const [, rest = ''] of command.matchAll(/\bcheck\.mjs((?:[ \t]+[^\s&|;]+)*)/g)) {
      const named = rest.split(/\s+/).filter((arg) => arg !== '' && !arg.startsWith('-'));
      for (const project of named.length > 0 ? named : ['tsconfig.json']) {
        configs.add(configPath(cwd, project));
      }
    }
  }
  return configs;
}

/**
 * The tsconfig files the projects' `typecheck` targets run (`tsc -p <file>` in a package.json
 * script or a project.json command), absolute.
 * @param {string} root
 * @param {string[]} manifests package.json and project.json files, relative to the root
 */
export function typecheckedConfigs(root, manifests) {
  return [
    ...new Set(manifests.flatMap((manifest) => [...typecheckConfigsOf(root, manifest)])),
  ].sort();
}

/**
 * The projects whose `check` target (what `npm test` runs) and `typecheck` target do not run the
 * same tsconfig files: the two would check different code.
 * @param {string} root
 * @param {string[]} manifests
 * @returns {string[]} one sentence a project
 */
export function checkDrift(root, manifests) {
  return manifests.flatMap((manifest) => {
    const typecheck = [...typecheckConfigsOf(root, manifest)].map((c) => relative(root, c)).sort();
    const check = [...checkConfigsOf(root, manifest)].map((c) => relative(root, c)).sort();
    if (typecheck.length === 0 && check.length === 0) return [];
    if (typecheck.join(' ') === check.join(' ')) return [];
    return [
      `${manifest}: its check target type-checks ${check.join(', ') || 'nothing'} but its typecheck target ${typecheck.join(', ') || 'nothing'}: make them run the same tsconfig files`,
    ];
  });
}

/**
 * The files one tsconfig checks: its root files, JavaScript only with checkJs.
 * @param {string} config absolute path
 */
function checkedBy(config) {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    config,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`cannot read ${config}`);
  const checkJs = Boolean(parsed.options.allowJs && parsed.options.checkJs);
  return parsed.fileNames.filter((file) => !jsFile.test(file) || checkJs);
}

/** @param {string} file */
const lineCount = (file) => {
  const text = readFileSync(file, 'utf8');
  return text.length === 0 ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
};

/**
 * The coverage of a checkout.
 * @param {string} root
 */
export function typeCoverage(root) {
  const files = codeFiles(root);
  const manifests = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter(
      (file) => /(?:^|\/)(?:package|project)\.json$/.test(file) && !file.includes('fixtures/'),
    );
  const configs = typecheckedConfigs(root, manifests);
  const drift = checkDrift(root, manifests);
  /** @type {Set<string>} */
  const checked = new Set();
  for (const config of configs) {
    for (const file of checkedBy(config)) checked.add(relative(root, file).split(sep).join('/'));
  }
  const rows = files.map((file) => ({
    file,
    js: jsFile.test(file),
    lines: lineCount(join(root, file)),
    checked: checked.has(file),
  }));
  return { configs: configs.map((config) => relative(root, config)), rows, drift };
}

/**
 * @param {{ lines: number, checked: boolean }[]} rows
 */
function summary(rows) {
  const lines = rows.reduce((sum, row) => sum + row.lines, 0);
  const checkedLines = rows.reduce((sum, row) => sum + (row.checked ? row.lines : 0), 0);
  const checkedFiles = rows.filter((row) => row.checked).length;
  const share = lines ? ((100 * checkedLines) / lines).toFixed(1) : '100.0';
  return `${checkedLines} of ${lines} lines (${share} %), ${checkedFiles} of ${rows.length} files`;
}

function main() {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const rootArg = args.indexOf('--root');
  const root = rootArg >= 0 ? resolve(args[rootArg + 1] ?? '.') : repoRoot;
  const { configs, rows, drift } = typeCoverage(root);

  console.log(`tsc runs (typecheck targets): ${configs.join(', ')}`);
  console.log(`JavaScript checked by tsc: ${summary(rows.filter((row) => row.js))}`);
  console.log(`TypeScript checked by tsc: ${summary(rows.filter((row) => !row.js))}`);
  const unchecked = rows.filter((row) => !row.checked);
  if (unchecked.length) {
    console.log('\nNot checked by any tsc run:');
    for (const row of unchecked) {
      const why = uncheckedOnPurpose[row.file];
      console.log(`  ${row.file} (${row.lines} lines)${why ? `: ${why}` : ''}`);
    }
  }
  if (!check) return;

  const problems = [
    ...drift,
    ...unchecked
      .filter((row) => !(row.file in uncheckedOnPurpose))
      .map(
        (row) =>
          `${row.file} runs unchecked: add it to a tsconfig a typecheck target runs (checkJs for JavaScript)`,
      ),
    ...Object.keys(uncheckedOnPurpose)
      .filter((file) => !unchecked.some((row) => row.file === file))
      .map(
        (file) =>
          `${file} is listed in uncheckedOnPurpose (scripts/type-coverage.mjs) but is checked or gone: remove it there`,
      ),
  ];
  if (problems.length) {
    console.error(`\n${problems.join('\n')}`);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
