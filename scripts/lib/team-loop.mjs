// `npm test -- blog-news`: a team's own loop. What a change to the named folders can break, not
// the whole site: their projects and every project that depends on them (lint, types, unit and
// integration tests, build), the shell's typecheck against a remote's published types, their
// builds' reproducibility, and the end-to-end specs that visit their pages. Which pages an app
// draws comes from the route table, which specs visit them from the specs' own text. CI and a
// plain `npm test` still run everything.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import ts from 'typescript';
import { appNames, apps } from '@school/platform/apps';
import { routeTable } from '@school/platform/route-table';
import { localePrefixes } from '@school/platform/locales';

/** @typedef {{ name: string; dir: string; folder: string; deps: string[] }} WorkspaceProject */

/**
 * The workspace's projects as pnpm lists them (pnpm-workspace.yaml), with the workspace packages
 * each one depends on.
 * @param {string} root
 * @returns {WorkspaceProject[]}
 */
export function workspaceProjects(root) {
  const globs = [
    ...readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8').matchAll(/^\s+-\s+(\S+)\s*$/gm),
  ].map(([, glob = '']) => glob.replace(/^['"]|['"]$/g, ''));
  const dirs = globs.flatMap((glob) =>
    glob.endsWith('/*')
      ? readdirSync(join(root, glob.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => `${glob.slice(0, -2)}/${entry.name}`)
      : [glob],
  );
  return dirs
    .filter((dir) => existsSync(join(root, dir, 'package.json')))
    .map((dir) => {
      const pkg = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
      const deps = Object.entries({ ...pkg.dependencies, ...pkg.devDependencies })
        .filter(([, range]) => String(range).startsWith('workspace:'))
        .map(([name]) => name);
      return { name: pkg.name, dir, folder: basename(dir), deps };
    });
}

/**
 * The projects a change to the named folders can break: the named ones and, transitively, every
 * project depending on them. Unknown names throw, listing the known.
 * @param {WorkspaceProject[]} projects @param {string[]} names folder names (`blog-news`, `shared`)
 * @returns {WorkspaceProject[]}
 */
export function affectedProjects(projects, names) {
  const byFolder = new Map(projects.map((project) => [project.folder, project]));
  const unknown = names.filter((name) => !byFolder.has(name));
  if (unknown.length > 0) {
    throw new Error(
      `not a folder of the workspace: ${unknown.join(', ')} (one of: ${[...byFolder.keys()].sort().join(', ')})`,
    );
  }
  const chosen = new Set(names.map((name) => /** @type {WorkspaceProject} */ (byFolder.get(name))));
  for (let grew = true; grew;) {
    grew = false;
    for (const project of projects) {
      if (chosen.has(project)) continue;
      if ([...chosen].some((dep) => project.deps.includes(dep.name))) {
        chosen.add(project);
        grew = true;
      }
    }
  }
  return projects.filter((project) => chosen.has(project));
}

/**
 * The shell, when it is not chosen but a remote is: no package depends on a remote, yet the
 * shell type-checks against the types each remote publishes (its `mf-types` target), so its
 * typecheck runs again; its pages are not the change's.
 * @param {WorkspaceProject[]} projects @param {WorkspaceProject[]} chosen
 */
export function typeConsumers(projects, chosen) {
  const shell = projects.find((project) => project.dir === apps.shell.dir);
  if (!shell || chosen.includes(shell)) return [];
  return chosen.some((project) => project.dir.startsWith('remotes/')) ? [shell] : [];
}

/**
 * The apps whose pages the chosen projects draw: the apps among them; all of them when the shell
 * is among them (it draws every page's layout).
 * @param {WorkspaceProject[]} chosen
 * @returns {import('@school/platform/apps').AppName[]}
 */
export function appsDrawn(chosen) {
  const dirs = new Set(chosen.map((project) => project.dir));
  if (dirs.has(apps.shell.dir)) return [...appNames];
  return appNames.filter((app) => dirs.has(apps[app].dir));
}

/** @param {string} text */
const escaped = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A pattern matching a quoted address of one of the app's pages in any language: `'/news'`,
 * `` `/ar/news/${slug}` ``, `'/en/blog?category=x'`; for the home page `'/'`, `'/ar'`, `'/en'`.
 * @param {import('@school/platform/apps').AppName} app
 */
export function pagesPattern(app) {
  const prefixed = localePrefixes.map(escaped).join('|');
  const languages = `(?:/(?:${prefixed}))?`;
  const alternatives = routeTable
    .filter((area) => area.app === app)
    .flatMap((area) => area.prefixes)
    .map((prefix) =>
      prefix === '/'
        ? `(?:${languages}/|/(?:${prefixed}))(?=['"\`?#])`
        : `${languages}${escaped(prefix)}(?=['"\`/?#$])`,
    );
  return alternatives.length === 0 ? undefined : new RegExp(`['"\`](?:${alternatives.join('|')})`);
}

/**
 * The line that keeps a spec out of the teams' loops: it tests the platform (the production
 * rehearsal, with its own object store and cache), not an app's pages, which the other specs
 * visit; CI runs it.
 */
export const PLATFORM_SPEC = "// team-loop: the platform's own spec";

/**
 * The spec files that visit a page of one of the apps: those quoting one of its addresses, and
 * those walking every page of the route table (they import `support/site-pages`); never one
 * marked with PLATFORM_SPEC.
 * @param {{ file: string; source: string }[]} specs
 * @param {import('@school/platform/apps').AppName[]} drawn
 */
export function specsVisiting(specs, drawn) {
  return testsVisiting(specs, drawn).map(({ file }) => file);
}

/**
 * The tests that visit a page of one of the apps, per spec file: the lines of the tests (as
 * Playwright's `file:line` takes them) that visit an address of the apps' pages, directly or
 * through a constant, a table or a helper of the file that quotes one, and those walking the
 * route table's pages (`publicPages` of `support/site-pages`, which walks the apps named in
 * E2E_APPS); `'all'` when the file's shape hides which (see `linesVisiting`). Never a spec marked
 * with PLATFORM_SPEC.
 * @param {{ file: string; source: string }[]} specs
 * @param {import('@school/platform/apps').AppName[]} drawn
 * @returns {{ file: string; lines: number[] | 'all' }[]}
 */
export function testsVisiting(specs, drawn) {
  // A change that draws no page (the data layer's tests, a tool) visits none.
  if (drawn.length === 0) return [];
  const patterns = drawn.flatMap((app) => pagesPattern(app) ?? []);
  /** @type {{ file: string; lines: number[] | 'all' }[]} */
  const chosen = [];
  for (const { file, source } of specs) {
    if (source.includes(PLATFORM_SPEC)) continue;
    // Parsed only when it quotes an address or may walk the pages (linesVisiting decides).
    const walks = source.includes('publicPages');
    const positions = patterns.flatMap((pattern) =>
      [...source.matchAll(new RegExp(pattern.source, 'g'))].map((match) => match.index),
    );
    if (positions.length === 0 && !walks) continue;
    const lines = linesVisiting(file, source, positions);
    if (lines === 'all' || lines.length > 0) chosen.push({ file, lines });
  }
  return chosen;
}

/** Matchers whose argument names an address without going there (a link's target, a mail's text). */
const NAMING_MATCHERS = new Set([
  'toBe',
  'toContain',
  'toContainText',
  'toEqual',
  'toHaveAttribute',
  'toHaveText',
  'toMatch',
  'toStrictEqual',
]);

/** Playwright's hooks: what they quote, every test beside them visits. */
const HOOKS = new Set(['beforeAll', 'beforeEach', 'afterAll', 'afterEach']);

/**
 * The lines of a spec's tests that visit the addresses quoted at `positions` (offsets in
 * `source`):
 * - a quote inside a test: that test, unless it is only the expected value of a matcher that names
 *   an address without visiting it (`expect(mail).toContain('/news/')`, a link's `href`);
 * - a quote in a statement holding tests (a loop over addresses declaring a test each): those tests;
 * - a quote in a hook: every test of the hook's block;
 * - a quote in a constant or a helper: the tests of the same block that use it, directly or
 *   through other constants and helpers of that block;
 * - anything else (a quote the file's shape hides): the whole file.
 * @param {string} file @param {string} source @param {number[]} positions
 * @returns {number[] | 'all'}
 */
export function linesVisiting(file, source, positions) {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  /** @type {Set<number>} */
  const lines = new Set();
  const lineOf = (/** @type {ts.Node} */ node) =>
    sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;
  for (const position of positions) {
    const token = tokenAt(sourceFile, position);
    // A quote in a comment visits nothing.
    if (!token || !isLiteral(token)) continue;
    if (onlyNamed(token)) continue;
    const test = ancestors(token).find(isTestCall);
    if (test) {
      lines.add(lineOf(test));
      continue;
    }
    // The statement of a block (the file, or a describe's body) the quote is in.
    const statement = ancestors(token).find(
      (node) =>
        ts.isStatement(node) && (ts.isSourceFile(node.parent) || isDescribeBody(node.parent)),
    );
    if (!statement) return 'all';
    const block = statement.parent;
    const inside = testsIn(statement);
    if (inside.length > 0) {
      for (const each of inside) lines.add(lineOf(each));
      continue;
    }
    if (isHook(statement)) {
      for (const each of testsIn(block)) lines.add(lineOf(each));
      continue;
    }
    const names = declaredNames(statement);
    if (names.length === 0) return 'all';
    for (const each of testsUsing(/** @type {ts.Block | ts.SourceFile} */ (block), names)) {
      lines.add(lineOf(each));
    }
  }
  // The page walk imported from support/site-pages: the tests using it.
  const walker = sourceFile.statements.flatMap((statement) =>
    ts.isImportDeclaration(statement) &&
    ts.isStringLiteral(statement.moduleSpecifier) &&
    statement.moduleSpecifier.text === '../support/site-pages' &&
    statement.importClause?.namedBindings &&
    ts.isNamedImports(statement.importClause.namedBindings)
      ? statement.importClause.namedBindings.elements
          .filter((element) => (element.propertyName ?? element.name).text === 'publicPages')
          .map((element) => element.name.text)
      : [],
  );
  if (walker.length > 0) {
    for (const each of testsUsing(sourceFile, walker)) lines.add(lineOf(each));
  }
  return [...lines].sort((a, b) => a - b);
}

/**
 * The tests of a block (the file, a describe's body) using one of `seed`'s names, directly or
 * through the block's other declarations; every test of the block when a hook uses them; all of a
 * describe's or a loop's tests when they use them outside any test.
 * @param {ts.Block | ts.SourceFile} block @param {string[]} seed
 * @returns {ts.CallExpression[]}
 */
function testsUsing(block, seed) {
  const names = new Set(seed);
  // The block's other declarations using these names, until none is added.
  for (let grew = true; grew;) {
    grew = false;
    for (const sibling of block.statements) {
      const declared = declaredNames(sibling);
      if (declared.length === 0 || declared.every((name) => names.has(name))) continue;
      if (uses(sibling, names)) {
        for (const name of declared) names.add(name);
        grew = true;
      }
    }
  }
  /** @type {ts.CallExpression[]} */
  const found = [];
  for (const sibling of block.statements) {
    if (declaredNames(sibling).length > 0 || !uses(sibling, names)) continue;
    if (isHook(sibling)) return testsIn(block);
    const users = testsIn(sibling).filter((each) => uses(each, names));
    found.push(...(users.length > 0 ? users : testsIn(sibling)));
  }
  return found;
}

/** The test declarations under `node`. @param {ts.Node} node @returns {ts.CallExpression[]} */
function testsIn(node) {
  /** @type {ts.CallExpression[]} */
  const found = [];
  const visit = (/** @type {ts.Node} */ child) => {
    if (isTestCall(child)) found.push(/** @type {ts.CallExpression} */ (child));
    ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

/** @param {ts.Node} node */
function isLiteral(node) {
  return (
    ts.isStringLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    ts.isTemplateHead(node) ||
    ts.isTemplateMiddle(node) ||
    ts.isTemplateTail(node)
  );
}

/**
 * For a call of Playwright's `test`: '' for `test(…)`, the member's name for `test.<name>(…)`;
 * undefined for any other node.
 * @param {ts.Node | undefined} node
 */
function testMember(node) {
  if (!node || !ts.isCallExpression(node)) return undefined;
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text === 'test' ? '' : undefined;
  if (!ts.isPropertyAccessExpression(callee) || !ts.isIdentifier(callee.expression))
    return undefined;
  return callee.expression.text === 'test' ? callee.name.text : undefined;
}

/** A test's declaration: `test(title, fn)`, `test.only(…)`, `.fixme`, `.fail`, `.slow`. @param {ts.Node} node */
function isTestCall(node) {
  const member = testMember(node);
  return (
    member !== undefined &&
    ['', 'only', 'fixme', 'fail', 'slow'].includes(member) &&
    /** @type {ts.CallExpression} */ (node).arguments.some((arg) => ts.isFunctionLike(arg))
  );
}

/** Whether `node` is the body of a function given to `test.describe(…)`. @param {ts.Node} node */
function isDescribeBody(node) {
  const fn = node.parent;
  return (
    ts.isBlock(node) &&
    !!fn &&
    ts.isFunctionLike(fn) &&
    (testMember(fn.parent) ?? '').startsWith('describe')
  );
}

/** @param {ts.Node} statement */
function isHook(statement) {
  return ts.isExpressionStatement(statement) && HOOKS.has(testMember(statement.expression) ?? '');
}

/** @param {ts.Node} statement @returns {string[]} */
function declaredNames(statement) {
  if (ts.isVariableStatement(statement)) {
    return statement.declarationList.declarations.flatMap((declaration) =>
      bindingNames(declaration.name),
    );
  }
  if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name) {
    return [statement.name.text];
  }
  return [];
}

/** @param {ts.BindingName} name @returns {string[]} */
function bindingNames(name) {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((element) =>
    ts.isOmittedExpression(element) ? [] : bindingNames(element.name),
  );
}

/** Whether `node` mentions one of `names` (shadowing ignored: a wider choice, never a narrower). */
function uses(/** @type {ts.Node} */ node, /** @type {Set<string>} */ names) {
  let found = false;
  const visit = (/** @type {ts.Node} */ child) => {
    if (found) return;
    if (ts.isIdentifier(child) && names.has(child.text)) found = true;
    else ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

/** The innermost node at `position`. @param {ts.SourceFile} sourceFile @param {number} position */
function tokenAt(sourceFile, position) {
  /** @type {ts.Node | undefined} */
  let found;
  const visit = (/** @type {ts.Node} */ node) => {
    if (node.getStart(sourceFile) <= position && position < node.end) {
      found = node;
      ts.forEachChild(node, visit);
    }
  };
  visit(sourceFile);
  return found;
}

/** @param {ts.Node} node @returns {ts.Node[]} from the node up to the file */
function ancestors(node) {
  const chain = [];
  for (let at = /** @type {ts.Node | undefined} */ (node); at; at = at.parent) chain.push(at);
  return chain;
}

/**
 * Whether the quote is only the expected value of a matcher naming an address: an argument of
 * `expect(…).toContain(…)` (or `.not.…`, `expect.poll(…)`, `expect.soft(…)`) among
 * NAMING_MATCHERS. `toHaveURL` is a visit: the page went there.
 * @param {ts.Node} token
 */
function onlyNamed(token) {
  for (const node of ancestors(token)) {
    if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) continue;
    if (!NAMING_MATCHERS.has(node.expression.name.text)) continue;
    if (!node.arguments.some((arg) => arg.pos <= token.pos && token.end <= arg.end)) continue;
    let receiver = node.expression.expression;
    while (ts.isPropertyAccessExpression(receiver)) receiver = receiver.expression;
    if (!ts.isCallExpression(receiver)) continue;
    let callee = receiver.expression;
    while (ts.isPropertyAccessExpression(callee)) callee = callee.expression;
    if (ts.isIdentifier(callee) && callee.text === 'expect') return true;
  }
  return false;
}
