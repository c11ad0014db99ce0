// The README is a door to docs/: short, with the two commands CI and newcomers look for first, and
// every relative link of the project's markdown (README, CONTRIBUTING, docs/, the data layer's
// README) leading to a file that exists and, with a #fragment, to a heading of that file.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const docs = join(root, 'docs');
const pages = [
  'README.md',
  'CONTRIBUTING.md',
  'supabase/README.md',
  ...readdirSync(docs)
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** Markdown text without its fenced code blocks and inline code spans (their brackets are code). */
export function proseOf(/** @type {string} */ text) {
  return text.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/**
 * The anchors GitHub gives a file's headings: lower case, punctuation dropped, spaces to
 * hyphens, a repeated one suffixed -1, -2…
 */
export function anchorsOf(/** @type {string} */ text) {
  const anchors = new Set();
  const seen = new Map();
  const withoutFences = text.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const [, heading] of withoutFences.matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const base = /** @type {string} */ (heading)
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** The targets of a text's inline links and images that stay in the repository. */
export function localLinksOf(/** @type {string} */ text) {
  const targets = [];
  for (const [, target] of proseOf(text).matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(/** @type {string} */ (target))) continue; // http:, mailto:…
    targets.push(/** @type {string} */ (target));
  }
  return targets;
}

/** What is wrong with each local link of a page: a missing file, or a missing heading. */
function brokenLinks(/** @type {string} */ page) {
  const file = join(root, page);
  const problems = [];
  for (const target of localLinksOf(readFileSync(file, 'utf8'))) {
    const [path = '', fragment] = target.split('#');
    const linked = path === '' ? file : join(dirname(file), decodeURI(path));
    if (!existsSync(linked)) {
      problems.push(`${target}: no file ${relative(root, linked)}`);
      continue;
    }
    if (fragment === undefined) continue;
    if (statSync(linked).isDirectory() || !linked.endsWith('.md')) {
      problems.push(`${target}: an anchor into a file that has no headings`);
    } else if (!anchorsOf(readFileSync(linked, 'utf8')).has(decodeURIComponent(fragment))) {
      problems.push(`${target}: no heading #${fragment} in ${relative(root, linked)}`);
    }
  }
  return problems;
}

describe('the README is a door', () => {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');

  it('stays under 150 lines', () => {
    expect(readme.split('\n').length).toBeLessThan(150);
  });

  it('shows `npm start` and `npm test` in its first section, and the team loop', () => {
    const firstSection = readme.split(/^## /m)[1] ?? '';
    expect(firstSection).toMatch(/^npm start\b/m);
    expect(firstSection).toMatch(/^npm test\b/m);
    expect(readme).toContain('npm test -- ');
  });

  it('links every page of docs/', () => {
    const linked = new Set(localLinksOf(readme).map((target) => target.split('#')[0]));
    const missing = pages.filter((page) => page.startsWith('docs/') && !linked.has(page));
    expect(missing).toEqual([]);
  });
});

describe('every local link and anchor resolves', () => {
  it.each(pages)('%s', (page) => {
    expect(brokenLinks(page)).toEqual([]);
  });
});

/** Every source and text file of the repository, outside dependencies, builds and hidden folders. */
function repositoryFiles(/** @type {string} */ dir = root) {
  /** @type {string[]} */
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') && entry.name !== '.ci') continue;
    if (
      ['node_modules', 'dist', 'test-results', 'playwright-report', '@mf-types'].includes(
        entry.name,
      )
    )
      continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...repositoryFiles(path));
    else if (/\.(ts|tsx|mjs|cjs|js|sql|md|toml|sh)$|^run$/.test(entry.name)) files.push(path);
  }
  return files;
}

describe('references in prose name a page and a part of it that exist', () => {
  // Comments and pages cite a part of the docs as (README, "Run it") or
  // (docs/prerendering.md, "When pages are rendered again"): the quoted words must be in that page.
  it('every (README | CONTRIBUTING.md | docs/<page>.md, "words") reference', () => {
    const problems = [];
    let references = 0;
    for (const file of repositoryFiles()) {
      const text = readFileSync(file, 'utf8');
      for (const [, page, words] of text.matchAll(
        /\b(README|CONTRIBUTING|docs\/[\w-]+)(?:\.md)?,\s+"([^"]{1,80})"/g,
      )) {
        references += 1;
        const target = join(root, `${page}.md`);
        const found =
          existsSync(target) &&
          readFileSync(target, 'utf8')
            .toLowerCase()
            .replace(/\s+/g, ' ')
            .includes(
              /** @type {string} */ (words)
                .replace(/\n\s*(?:\*|\/\/|--|#)?/g, ' ')
                .toLowerCase()
                .replace(/\s+/g, ' '),
            );
        if (!found) problems.push(`${relative(root, file)}: ${page}, "${words}"`);
      }
    }
    expect(problems).toEqual([]);
    expect(references).toBeGreaterThan(3);
  });
});

describe('the link reader itself', () => {
  it('gives the anchors GitHub gives', () => {
    const anchors = anchorsOf(
      '# Shipping one app: versions, rollback, preview\n## Images: `/storage/v1/render/image`\n' +
        "### The parent's confirmation\n## Tests\n## Tests\n```sh\n# not a heading\n```\n",
    );
    expect([...anchors]).toEqual([
      'shipping-one-app-versions-rollback-preview',
      'images-storagev1renderimage',
      'the-parents-confirmation',
      'tests',
      'tests-1',
    ]);
  });

  it('reads local links outside code, not addresses nor code', () => {
    const text =
      'See [a](docs/a.md#x), [b](https://example.org/b.md), [c](mailto:x@y.z), ' +
      '`[d](nowhere.md)`, ![e](img/e.png "title").\n```md\n[f](missing.md)\n```\n';
    expect(localLinksOf(text)).toEqual(['docs/a.md#x', 'img/e.png']);
  });
});
