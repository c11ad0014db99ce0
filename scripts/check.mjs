#!/usr/bin/env node
// A project's `check` target: its type check and its lint in one process, over one TypeScript
// program per tsconfig (`node <repo>/scripts/check.mjs [tsconfig ...]` in the project's directory;
// default tsconfig.json).
//
// 1. For each tsconfig, the program `tsc -p <tsconfig>` builds (same options; tsconfig.base.json
//    has noEmit) and the errors it reports in the project's own files (`ownDiagnostics`: those of
//    a workspace package it imports are that package's own check's).
// 2. `eslint .` through ESLint's Node API, same configuration and files, except that the typed
//    rules read those programs (scripts/lib/lint-programs.mjs) instead of a second copy the project
//    service would build: the types the check computed are reused by the rules. A TypeScript file
//    in none of the programs fails to parse, so nothing is linted without its types.
// The `lint` (`eslint .`) and `typecheck` (`tsc -p ...`, every file of the program) targets run
// the same checks one at a time.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve, sep } from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { useLintPrograms } from './lib/lint-programs.mjs';

// `--eslint-json FILE` also writes ESLint's results as `eslint . -f json` does (to compare the
// files and messages with `eslint .`).
const args = process.argv.slice(2);
const jsonAt = args.indexOf('--eslint-json');
const eslintJson = jsonAt >= 0 ? args.splice(jsonAt, 2)[1] : undefined;
const configs = args.length > 0 ? args : ['tsconfig.json'];

/** @type {ts.FormatDiagnosticsHost} */
const host = {
  getCanonicalFileName: (name) => name,
  getCurrentDirectory: () => process.cwd(),
  getNewLine: () => '\n',
};
const pretty = Boolean(process.stdout.isTTY);
let typeErrors = 0;

/** @param {readonly ts.Diagnostic[]} diagnostics */
function report(diagnostics) {
  if (diagnostics.length === 0) return;
  typeErrors += diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error).length;
  process.stdout.write(
    pretty
      ? ts.formatDiagnosticsWithColorAndContext(diagnostics, host) + '\n'
      : ts.formatDiagnostics(diagnostics, host),
  );
}

const projectDir = process.cwd() + sep;
/**
 * What `tsc -p` reports, for the project's own files: those its tsconfig includes and any other
 * file of its folder. A program also holds the workspace packages its files import (the design
 * system and the shared package, as source), and each of those is checked by its own project's
 * `check`, with the same options. The checker then reads of them only the declarations the
 * project's files use, instead of checking every body again in every app: remotes/admin's check
 * went 21.0 -> 18.0 s, remotes/home's 13.0 -> 10.4 s on an idle machine.
 * @param {ts.Program} program
 * @param {readonly string[]} included the tsconfig's files
 * @returns {ts.Diagnostic[]}
 */
function ownDiagnostics(program, included) {
  const roots = new Set(included.map((name) => resolve(name)));
  const own = program
    .getSourceFiles()
    .filter(
      (file) =>
        roots.has(resolve(file.fileName)) ||
        (file.fileName.startsWith(projectDir) && !file.fileName.includes('/node_modules/')),
    );
  return [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...own.flatMap((file) => [
      ...program.getSyntacticDiagnostics(file),
      ...program.getSemanticDiagnostics(file),
    ]),
  ];
}

/** @type {ts.Program[]} */
const programs = [];
for (const config of configs) {
  /** @type {ts.Diagnostic[]} */
  const configErrors = [];
  const parsed = ts.getParsedCommandLineOfConfigFile(
    resolve(config),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => configErrors.push(diagnostic),
    },
  );
  if (!parsed) {
    report(configErrors);
    continue;
  }
  const program = ts.createProgram({
    rootNames: parsed.fileNames,
    options: parsed.options,
    configFileParsingDiagnostics: ts.getConfigFileParsingDiagnostics(parsed),
    ...(parsed.projectReferences ? { projectReferences: parsed.projectReferences } : {}),
  });
  report([
    ...ts.getConfigFileParsingDiagnostics(parsed),
    ...ownDiagnostics(program, parsed.fileNames),
  ]);
  programs.push(program);
}
if (typeErrors > 0) console.log(`\n${typeErrors} type error(s) (tsc -p ${configs.join(', ')}).`);

useLintPrograms(programs);
const eslint = new ESLint();
const results = await eslint.lintFiles(['.']);
// A file of the project that no program of its typecheck holds (a fixture with a tsconfig of its
// own): linted as `eslint .` does, in a process whose project service finds its tsconfig.
const outside = results.filter((result) =>
  result.messages.some(
    (message) => message.fatal && /not found in any of the provided program/.test(message.message),
  ),
);
if (outside.length > 0) {
  const eslintBin = join(
    dirname(createRequire(import.meta.url).resolve('eslint/package.json')),
    'bin',
    'eslint.js',
  );
  const run = spawnSync(
    process.execPath,
    [eslintBin, '-f', 'json', ...outside.map((result) => result.filePath)],
    {
      encoding: 'utf8',
      maxBuffer: 1 << 28,
    },
  );
  if (run.status !== 0 && run.status !== 1) {
    process.stderr.write(run.stderr);
    throw new Error(`eslint on the files outside the programs exited with ${run.status}`);
  }
  const own = new Map(
    /** @type {ESLint.LintResult[]} */ (JSON.parse(run.stdout)).map((result) => [
      result.filePath,
      result,
    ]),
  );
  results.forEach((result, index) => {
    const linted = own.get(result.filePath);
    if (linted) results[index] = linted;
  });
}
const formatter = await eslint.loadFormatter('stylish');
const output = await formatter.format(results);
if (output) console.log(output);
if (eslintJson) {
  const json = await eslint.loadFormatter('json');
  writeFileSync(eslintJson, await json.format(results));
}
const lintErrors = results.reduce((sum, result) => sum + result.errorCount, 0);

process.exit(typeErrors > 0 || lintErrors > 0 ? 1 : 0);
