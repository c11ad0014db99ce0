import { describe, expect, it } from 'vitest';
import { apps } from './apps.mjs';
import { routeEntryFor, routeTable } from './route-table.mjs';

describe('route table', () => {
  it('finds the remote of a path in any language, and nothing for unknown paths', () => {
    expect(routeEntryFor('/')?.remote).toBe('home');
    expect(routeEntryFor('/ar')?.remote).toBe('home');
    expect(routeEntryFor('/en/news/la-rentree')?.remote).toBe('blog_news');
    expect(routeEntryFor('/direction')?.remote).toBe('about_direction');
    expect(routeEntryFor('/admin/login')?.remote).toBe('admin');
    expect(routeEntryFor('/ar/admin/content')?.remote).toBe('admin');
    expect(routeEntryFor('/ar/administration')).toBeUndefined();
    expect(routeEntryFor('/nowhere')).toBeUndefined();
    expect(routeEntryFor('/fr/news')).toBeUndefined();
    expect(routeEntryFor('/newsletter')).toBeUndefined();
  });

  it('gives each prefix to exactly one remote known to the apps list', () => {
    const prefixes = routeTable.flatMap((entry) => entry.prefixes);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const entry of routeTable) expect(apps[entry.app].mfName).toBe(entry.remote);
  });
});
