import { describe, expect, it } from 'vitest';
import { importersOf } from '../testing/source-files';

/**
 * @school/platform is not shared: a module of it the shell imports is bundled into the shell. The
 * link builders and the path guard are also in @school/shared's main entry (a shared module every
 * page loads), so the shell takes them from there: one copy on the page, not two (0.4 KB gzip).
 */
describe('platform modules the page already has from @school/shared', () => {
  it.each(['paths', 'safe-path'])('@school/platform/%s is not imported by the shell', (name) => {
    expect(importersOf(`@school/platform/${name}`)).toEqual([]);
  });
});
