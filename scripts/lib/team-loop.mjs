// `npm test -- blog-news`: a team's own loop. What a change to the named folders can break, not
// the whole site: their projects and every project that depends on them (lint, types, unit and
// integration tests, build), the shell's typecheck against a remote's published types, their
// builds' reproducibility, and the end-to-end specs that visit their pages. Which pages an app
// draws comes from the route table, which specs visit them from the specs' own text. CI and a
// plain `npm test` still run everything.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
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
export const PLATFORM_SPEC = '// team-loop: the platform\'s own spec';

/**
 * The spec files that visit a page of one of the apps: those quoting one of its addresses, and
 * those walking every page of the route table (they import `support/site-pages`); never one
 * marked with PLATFORM_SPEC.
 * @param {{ file: string; source: string }[]} specs
 * @param {import('@school/platform/apps').AppName[]} drawn
 */
export function specsVisiting(specs, drawn) {
  // A change that draws no page (the data layer's tests, a tool) visits none.
  if (drawn.length === 0) return [];
  const patterns = drawn.flatMap((app) => pagesPattern(app) ?? []);
  return specs
    .filter(({ source }) => !source.includes(PLATFORM_SPEC))
    .filter(
      ({ source }) =>
        /from '\.\.\/support\/site-pages'/.test(source) ||
        patterns.some((pattern) => pattern.test(source)),
    )
    .map(({ file }) => file);
}
