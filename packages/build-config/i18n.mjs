// Message catalogs of every app: the Rsbuild plugin compiling them, and the check that each
// app's ar/en catalogs hold exactly the messages its code declares, each really translated.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { apps } from '@school/platform/apps';
import { locales } from '@school/platform/locales';

const require = createRequire(import.meta.url);
export const repoRoot = join(import.meta.dirname, '..', '..');

/**
 * Compiles `src/i18n/{ar,en}.json` (and a part's, `src/i18n/<part>/{ar,en}.json`) and the
 * sources' French defaultMessages to ICU ASTs at build time (icu-catalog-loader.cjs,
 * icu-default-message-loader.cjs), and leaves the ICU parser out of the browser's react-intl.
 */
export function pluginCompiledCatalogs() {
  /** @type {import('@rsbuild/core').RsbuildPlugin} */
  const plugin = {
    name: 'school:compiled-catalogs',
    setup(api) {
      api.modifyRspackConfig((config) => {
        config.module ??= {};
        config.module.rules ??= [];
        config.module.rules.push({
          test: /[\\/]i18n[\\/]([\w-]+[\\/])?(ar|en)\.json$/,
          type: 'javascript/auto',
          use: [{ loader: require.resolve('./icu-catalog-loader.cjs') }],
        });
        // The French defaultMessages in the sources, compiled too (icu-default-message-loader.cjs):
        // with no message left to parse in the browser, react-intl runs without its ICU parser.
        config.module.rules.push({
          test: /\.tsx?$/,
          exclude: /[\\/]node_modules[\\/]/,
          enforce: 'pre',
          use: [{ loader: require.resolve('./icu-default-message-loader.cjs') }],
        });
        const appRequire = createRequire(join(api.context.rootPath, 'package.json'));
        const formatRequire = createRequire(
          createRequire(appRequire.resolve('react-intl')).resolve('intl-messageformat'),
        );
        config.resolve ??= {};
        config.resolve.alias = {
          ...config.resolve.alias,
          '@formatjs/icu-messageformat-parser$': formatRequire.resolve(
            '@formatjs/icu-messageformat-parser/no-parser.js',
          ),
        };
      });
    },
  };
  return plugin;
}

/** Every folder holding messages: the shell, the remotes and the design system. */
export const messageApps = [...Object.values(apps).map((app) => app.dir), 'design-system'];

const translated = /** @type {const} */ (['ar', 'en']);

/** The formatjs CLI this package pins (extract, verify). */
const formatjsBin = join(import.meta.dirname, 'node_modules', '.bin', 'formatjs');

/** @param {unknown} error the stderr of a failed command, or the error itself */
const stderrOf = (error) => String(/** @type {{ stderr?: unknown }} */ (error).stderr ?? error);

/** @param {string} dir */
function sourceFiles(dir) {
  /** @type {string[]} */
  const files = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files.push(...sourceFiles(path));
    else if (
      /\.tsx?$/.test(name) &&
      !/\.(test|stories|d)\.tsx?$/.test(name) &&
      !/^test-/.test(name)
    ) {
      files.push(path);
    }
  }
  return files;
}

/**
 * The messages an app declares in code, through the formatjs CLI's extractor.
 * @param {string} appDir relative to the repository
 * @param {string[]} [only] these of its files (relative to the app) instead of all its sources
 * @returns {Record<string, { defaultMessage?: string }>}
 */
export function extractMessages(appDir, only) {
  const files = only
    ? only.map((file) => join(repoRoot, appDir, file))
    : sourceFiles(join(repoRoot, appDir, 'src'));
  try {
    const output = execFileSync(formatjsBin, ['extract', '--throws', ...files], {
      encoding: 'utf8',
      maxBuffer: 32 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return JSON.parse(output || '{}');
  } catch (error) {
    // The extractor's own words: which file and line has a message it cannot read (an id that
    // is not a literal, a message built at run time).
    const stderr = stderrOf(error);
    const lines = stderr.split('\n').filter((line) => line.startsWith('Error:'));
    throw new Error(lines.map((line) => line.replace(`${repoRoot}/`, '')).join('\n') || stderr);
  }
}

/**
 * A French argument `{xDe}` is « de » and the value of `{x}`, elided before a vowel (« d'Enfant »,
 * `frenchDe` from @school/platform/french, which the caller gives as `xDe` beside `x`): French
 * grammar that the other languages say their own way with `{x}`. Verification reads it as `{x}`.
 * @param {string} message
 */
export const withoutFrenchDe = (message) => message.replace(/\{(\w+)De\}/g, '{$1}');

/**
 * formatjs' own verification (`formatjs verify`) of translations against the French: every
 * message present (`--missing-keys`), none the code does not declare (`--extra-keys`), and each
 * the same structure as the French (`--structural-equality`: valid ICU, the same variables of the
 * same kinds, a plural still a plural, a tag still a tag; a French `{xDe}` counts as `{x}`,
 * withoutFrenchDe). Its report, one problem a line.
 * @param {Record<string, string>} french by id
 * @param {Partial<Record<(typeof translated)[number], Record<string, string>>>} catalogs
 * @returns {string[]}
 */
export function verifyTranslations(french, catalogs) {
  const dir = mkdtempSync(join(tmpdir(), 'formatjs-verify-'));
  try {
    const files = [join(dir, 'fr.json')];
    const source = Object.fromEntries(
      Object.entries(french).map(([id, message]) => [id, withoutFrenchDe(message)]),
    );
    writeFileSync(join(dir, 'fr.json'), JSON.stringify(source));
    for (const [locale, catalog] of Object.entries(catalogs)) {
      files.push(join(dir, `${locale}.json`));
      writeFileSync(join(dir, `${locale}.json`), JSON.stringify(catalog));
    }
    const checks = ['--missing-keys', '--extra-keys', '--structural-equality'];
    execFileSync(formatjsBin, ['verify', '--source-locale', 'fr', ...checks, ...files], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return [];
  } catch (error) {
    const problems = readVerifyReport(stderrOf(error));
    return problems.length > 0 ? problems : [stderrOf(error).trim()];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The sections of formatjs verify's report ("Missing translation keys for locale ar:", then one
 * id a line), as this check words them.
 * @param {string} report
 */
function readVerifyReport(report) {
  /** @type {string[]} */
  const problems = [];
  /** @type {((line: string) => string) | undefined} */
  let item;
  for (const line of report.split('\n').map((text) => text.trim())) {
    let heading;
    if ((heading = /^Missing translation keys for locale (\S+):$/.exec(line))) {
      const locale = heading[1];
      item = (id) => `${locale}: missing "${id}"`;
    } else if ((heading = /^Extra translation keys for locale (\S+):$/.exec(line))) {
      const locale = heading[1];
      item = (id) => `${locale}: "${id}" is not used by the code`;
    } else if (
      (heading = /^These translation keys for locale (\S+) are structurally different/.exec(line))
    ) {
      const locale = heading[1];
      item = (entry) => {
        const at = entry.indexOf(': ');
        const id = at === -1 ? entry : entry.slice(0, at);
        const why = at === -1 ? '' : `: ${entry.slice(at + 2)}`;
        return `${locale}: "${id}" does not have the French's structure${why}`;
      };
    } else if (line === '' || /^-+$/.test(line)) continue;
    else if (item) problems.push(item(line));
  }
  return problems;
}

/**
 * The parts of an app's catalogs: the folders of `src/i18n/`, each holding its own ar.json and
 * en.json (the words of a lazy part of a page, downloaded with its code).
 * @param {string} i18nDir
 */
export function catalogParts(i18nDir) {
  if (!existsSync(i18nDir)) return [];
  return readdirSync(i18nDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/**
 * @param {string} appDir
 * @returns {{ app: string; problems: string[] }}
 */
export function checkAppCatalogs(appDir) {
  const problems = [];
  /** @type {Record<string, { defaultMessage?: string }>} */
  let declared;
  try {
    declared = extractMessages(appDir);
  } catch (error) {
    return { app: appDir, problems: [String(error instanceof Error ? error.message : error)] };
  }
  const ids = Object.keys(declared);
  const i18nDir = join(repoRoot, appDir, 'src', 'i18n');
  const identicalFile = join(i18nDir, 'identical.json');
  /** @type {Record<string, string[]>} */
  const identical = existsSync(identicalFile)
    ? JSON.parse(readFileSync(identicalFile, 'utf8'))
    : {};
  /** @type {Record<string, string>} */
  const french = {};
  for (const [id, message] of Object.entries(declared)) {
    if (!message.defaultMessage) problems.push(`"${id}" has no French defaultMessage`);
    french[id] = message.defaultMessage ?? '';
  }
  /** @type {Parameters<typeof verifyTranslations>[1]} */
  const catalogs = {};
  for (const locale of translated) {
    const file = join(i18nDir, `${locale}.json`);
    if (!existsSync(file)) {
      if (ids.length > 0)
        problems.push(`${relative(repoRoot, file)} is missing (${ids.length} messages)`);
      continue;
    }
    /** @type {Record<string, string>} */
    const catalog = JSON.parse(readFileSync(file, 'utf8'));
    // A part of the catalog that comes with its own chunk (src/i18n/<part>/ar.json): the
    // language's catalog is all of its parts, each message in one of them.
    for (const part of catalogParts(i18nDir)) {
      const partFile = join(i18nDir, part, `${locale}.json`);
      if (!existsSync(partFile)) {
        problems.push(`${relative(repoRoot, partFile)} is missing`);
        continue;
      }
      /** @type {Record<string, string>} */
      const messages = JSON.parse(readFileSync(partFile, 'utf8'));
      for (const [id, message] of Object.entries(messages)) {
        if (id in catalog)
          problems.push(`${locale}: "${id}" is in two parts (${part}/ and another)`);
        catalog[id] = message;
      }
    }
    catalogs[locale] = catalog;
    const allowed = new Set(identical[locale] ?? []);
    for (const id of ids) {
      if (id in catalog && !String(catalog[id]).trim())
        problems.push(`${locale}: "${id}" is empty`);
      if (id in catalog && catalog[id] === french[id] && !allowed.has(id)) {
        problems.push(
          `${locale}: "${id}" is identical to the French ("${catalog[id]}"); translate it or list it in src/i18n/identical.json`,
        );
      }
    }
    for (const id of allowed) {
      if (!(id in declared)) problems.push(`identical.json: "${id}" is not used by the code`);
    }
  }
  if (ids.length > 0 || Object.keys(catalogs).length > 0) {
    problems.push(...verifyTranslations(french, catalogs));
  }
  return { app: appDir, problems };
}

/**
 * The words of the route table's navigation (packages/platform/route-table.mjs): they live in
 * its rows, not in a catalog, so a page under a new prefix is one row. Each must exist in every
 * language, and the Arabic must not be the French left untranslated (English may equal it:
 * "Blog", "Contact").
 * @param {readonly import('@school/platform/route-table').RouteRow[]} rows
 * @param {Readonly<Record<string, { readonly label: import('@school/platform/route-table').NavText }>>} menus
 * @returns {string[]}
 */
export function checkRouteTexts(rows, menus) {
  /** @type {{ where: string; text: Readonly<Record<string, unknown>> }[]} */
  const texts = [];
  for (const row of rows) {
    if (!row.nav) continue;
    texts.push({ where: `${row.prefix} label`, text: row.nav.label });
    if (row.nav.menu) texts.push({ where: `${row.prefix} menu label`, text: row.nav.menu.label });
  }
  for (const [name, menu] of Object.entries(menus)) {
    texts.push({ where: `menu "${name}"`, text: menu.label });
  }
  const problems = [];
  for (const { where, text } of texts) {
    for (const locale of locales) {
      const value = text[locale];
      if (typeof value !== 'string' || !value.trim()) problems.push(`${where}: no ${locale} text`);
    }
    if (text.ar === text.fr) problems.push(`${where}: the Arabic is the French ("${text.fr}")`);
  }
  return problems;
}
