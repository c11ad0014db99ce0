// A version is not published with a page whose island its builds do not expose
// (scripts/lib/deploy-checks.mjs, islandProblems; run by the deploy's page check).
import { describe, expect, it } from 'vitest';
import { islandProblems } from '../../scripts/lib/deploy-checks.mjs';

const manifests = {
  contact: { exposes: [{ path: './App' }, { path: './islands/contact-form' }] },
  blog_news: { exposes: [{ path: './App' }] },
};

const page = (/** @type {string[]} */ islands) =>
  `<div id="root" data-islands>${islands.map((id) => `<div data-island="${id}" data-island-when="intent"><form></form></div>`).join('')}</div>`;

describe('islandProblems', () => {
  it('finds nothing wrong with islands their remotes expose, or with a page without islands', () => {
    expect(islandProblems(page(['contact/islands/contact-form']), manifests)).toEqual([]);
    expect(islandProblems('<div id="root"><main></main></div>', manifests)).toEqual([]);
  });

  it('names an island whose remote does not expose it, once, and one of a remote not in the map', () => {
    expect(
      islandProblems(
        page(['blog_news/islands/calendar', 'blog_news/islands/calendar', 'home/islands/carousel']),
        manifests,
      ),
    ).toEqual([
      'island blog_news/islands/calendar: blog_news exposes no ./islands/calendar',
      'island home/islands/carousel: no remote "home" in the map',
    ]);
  });
});
