import { describe, expect, it } from 'vitest';
import {
  stateVersion,
  DATA_VERSION_FILE,
  DATA_VERSION_PATH,
  dataVersionDocument,
  readDataVersion,
} from './data-version.mjs';

const version = 'a3f1c0d2e4b5968778695a4b3c2d1e0f';

describe('the data version document', () => {
  it('is served at the root under its file name', () => {
    expect(DATA_VERSION_PATH).toBe(`/${DATA_VERSION_FILE}`);
    expect(DATA_VERSION_FILE).toBe('data-version.json');
  });

  it('names the version it was written with, and reads back the same', () => {
    const text = dataVersionDocument(version);
    expect(JSON.parse(text)).toEqual({ version });
    expect(readDataVersion(text)).toBe(version);
  });

  it('is a few dozen bytes: what a check costs when the answer is not a 304', () => {
    const sha256 = 'f'.repeat(64);
    expect(Buffer.byteLength(dataVersionDocument(sha256))).toBeLessThan(100);
  });

  it('refuses to write something that is not a version', () => {
    for (const bad of ['', 'latest', 'ABCDEF0123456789', '0123', `${version}"}`]) {
      expect(() => dataVersionDocument(bad), bad).toThrow(/not a data version/);
    }
  });

  it('reads nothing from what is not a document: the page keeps the version it has', () => {
    for (const text of [
      '',
      'Not found',
      '<!doctype html><title>404</title>',
      '{"version":',
      'null',
      '[]',
      '{}',
      '{"version":42}',
      '{"version":"../../etc"}',
      '{"digest":"a3f1c0d2e4b5968778695a4b3c2d1e0f"}',
    ]) {
      expect(readDataVersion(text), text).toBeNull();
    }
  });
});

describe('stateVersion (a page’s state, read at its end)', () => {
  it('is the version the state ends with, in any language (the catalogs come before it)', () => {
    const drawn = 'ab'.repeat(32);
    const state = `{"cache":{},"catalogs":{"shell:ar":{}},"dataVersion":"${drawn}"}`;
    expect(stateVersion(state)).toBe(drawn);
  });

  it('is null for a state without one, or one that is not last', () => {
    expect(stateVersion('{"cache":{}}')).toBeNull();
    expect(stateVersion(`{"dataVersion":"${'ab'.repeat(32)}","catalogs":{}}`)).toBeNull();
    expect(stateVersion('')).toBeNull();
  });
});
