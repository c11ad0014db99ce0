// The typed boundary between the shell and the remotes: each remote publishes the declarations of
// what it exposes, the shell type-checks its remote loading against them.
//
// Why not Module Federation's dts plugin (`dts.generateTypes`, tried first): it runs a full `tsc`
// emitting declarations for every file reachable from an exposed module, so under pnpm one
// inferred type anywhere in the remote (react-intl's `defineMessages` results reference the
// non-hoisted intl-messageformat) fails the whole step with TS2742, which the build plugin then
// swallows (the remote builds without types); and it costs about 30 s per remote on this machine.
// The boundary is only the exposed modules' own declarations: this emits those, plus the local
// files those declarations name, with the TypeScript compiler API, in the plugin's folder layout
// (`<Expose>.d.ts` re-exporting `compiled-types/<source path>.d.ts`), so the shell reads them
// through the same `paths` mapping a Module Federation host would use. Plain text, sorted,
// no timestamps: two builds write the same bytes.
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** The folder name Module Federation uses for a remote's types (in its dist and in a host). */
export const typesFolder = '@mf-types';

const header = '// Generated from the exposed modules of the remote: do not edit.\n';

/**
 * `./App` -> `App`, `./features/Box` -> `features/Box`.
 * @param {string} key
 */
function exposeFileName(key) {
  return key === '.' ? 'index' : key.replace(/^\.\//, '');
}

/** @param {readonly ts.Diagnostic[]} diagnostics */
function formatDiagnostics(diagnostics) {
  return ts.formatDiagnostics(diagnostics, {
    getCanonicalFileName: (name) => name,
    getCurrentDirectory: () => process.cwd(),
    getNewLine: () => '\n',
  });
}

/**
 * Relative module specifiers a declaration file refers to (imports, re-exports, import types).
 * @param {string} text
 */
function localSpecifiers(text) {
  const source = ts.createSourceFile('x.d.ts', text, ts.ScriptTarget.Latest, false);
  /** @type {string[]} */
  const found = [];
  const visit = (/** @type {ts.Node} */ node) => {
    let specifier;
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      specifier = node.moduleSpecifier;
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      specifier = node.argument.literal;
    }
    if (specifier && ts.isStringLiteral(specifier) && specifier.text.startsWith('.')) {
      found.push(specifier.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Writes the declarations of a remote's exposed modules into `outDir` (emptied first) and returns
 * the files written, relative to it. Throws, with TypeScript's messages, when an exposed module's
 * declaration cannot be emitted (a type that is not portable, a syntax error).
 * @param {{ root: string; exposes: Record<string, string>; outDir: string; tsconfig?: string }} options
 */
export function generateExposedTypes({ root, exposes, outDir, tsconfig = 'tsconfig.json' }) {
  const configPath = resolve(root, tsconfig);
  const read = ts.readConfigFile(configPath, (path) => ts.sys.readFile(path));
  if (read.error) throw new Error(formatDiagnostics([read.error]));
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, dirname(configPath));
  const compiledDir = join(outDir, 'compiled-types');
  /** @type {ts.CompilerOptions} */
  const options = {
    ...parsed.options,
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    declarationMap: false,
    sourceMap: false,
    incremental: false,
    composite: false,
    rootDir: root,
    outDir: compiledDir,
    // Declarations end in "\n" whatever the machine: the same bytes everywhere.
    newLine: ts.NewLineKind.LineFeed,
  };
  const entries = Object.entries(exposes).map(([key, file]) => ({
    key,
    file: resolve(root, file),
  }));
  const program = ts.createProgram({ rootNames: entries.map((entry) => entry.file), options });

  /** @type {Map<string, string>} output path -> text */
  const output = new Map();
  /** @type {ts.Diagnostic[]} */
  const problems = [];
  const queue = entries.map((entry) => entry.file);
  const seen = new Set();
  while (queue.length > 0) {
    const file = /** @type {string} */ (queue.shift());
    if (seen.has(file)) continue;
    seen.add(file);
    const source = program.getSourceFile(file);
    if (!source)
      throw new Error(`${relative(root, file)}: not part of ${relative(root, configPath)}`);
    problems.push(...program.getSyntacticDiagnostics(source));
    problems.push(...program.getDeclarationDiagnostics(source));
    if (source.isDeclarationFile) {
      output.set(join(compiledDir, relative(root, file)), source.text);
      continue;
    }
    program.emit(
      source,
      (name, text) => {
        output.set(resolve(name), text);
        // Follow only what the declaration names: the boundary, not the remote's whole source.
        for (const specifier of localSpecifiers(text)) {
          const resolved = ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule;
          if (!resolved || resolved.isExternalLibraryImport) continue;
          // Another package's source reached by a relative path would be published as this
          // remote's own file (and written outside outDir): what remotes share goes through
          // @school/shared or the design system, imported by name.
          if (relative(root, resolved.resolvedFileName).startsWith('..')) {
            throw new Error(
              `${relative(root, file)}: its declaration names ${specifier}, outside the remote`,
            );
          }
          queue.push(resolved.resolvedFileName);
        }
      },
      undefined,
      true,
    );
  }
  if (problems.length > 0) {
    throw new Error(
      `The exposed modules' types cannot be emitted:\n${formatDiagnostics(problems)}`,
    );
  }

  rmSync(outDir, { recursive: true, force: true });
  const checker = program.getTypeChecker();
  for (const { key, file } of entries) {
    const symbol = checker.getSymbolAtLocation(
      /** @type {ts.SourceFile} */ (program.getSourceFile(file)),
    );
    const hasDefault =
      !!symbol && checker.getExportsOfModule(symbol).some((s) => s.name === 'default');
    const entryFile = join(outDir, `${exposeFileName(key)}.d.ts`);
    const compiled = join(compiledDir, relative(root, file)).replace(/\.[cm]?[jt]sx?$/, '');
    let target = relative(dirname(entryFile), compiled).split(sep).join('/');
    if (!target.startsWith('.')) target = `./${target}`;
    output.set(
      entryFile,
      `${header}export * from '${target}';\n${hasDefault ? `export { default } from '${target}';\n` : ''}`,
    );
  }
  const written = [...output.keys()].sort();
  for (const path of written) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, output.get(path) ?? '');
  }
  return written.map((path) => relative(outDir, path).split(sep).join('/'));
}

/**
 * Gathers the published types of every remote into the shell's `@mf-types/<federation name>/`,
 * as a host would unpack each remote's types archive, and checks that each module the route
 * table mounts has its declaration there.
 * @param {{ sources: { name: string; dir: string }[]; destination: string; required: string[] }} options
 *   `sources`: each remote's federation name and its types folder; `required`: `remote/Module` ids.
 */
export function collectRemoteTypes({ sources, destination, required }) {
  rmSync(destination, { recursive: true, force: true });
  const missing = [];
  for (const { name, dir } of sources) {
    if (!existsSync(dir)) {
      missing.push(`${name}: no types at ${dir} (build the remote's types first)`);
      continue;
    }
    cpSync(dir, join(destination, name), { recursive: true });
  }
  for (const id of required) {
    if (!existsSync(join(destination, `${id}.d.ts`))) {
      missing.push(`${id}: the route table mounts it but its remote publishes no declaration`);
    }
  }
  if (missing.length > 0) throw new Error(`Remote types missing:\n  ${missing.join('\n  ')}`);
  return readdirSync(destination).sort();
}
