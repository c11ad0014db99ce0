import { describe, expect, it, vi } from 'vitest';
import { parsePreview, previewEntry, resolvePreview, takePreviewRequest } from './preview';
import { PREVIEW_STORAGE_KEY, previewAsked } from './preview-state';

const live = 'https://cdn.example.org/blog-news/v/0123456789ab/mf-manifest.json';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

describe('preview', () => {
  it('accepts only remote@version with a 12-hex-digit version', () => {
    expect(parsePreview('blog_news@abcdef012345')).toEqual({
      remote: 'blog_news',
      version: 'abcdef012345',
    });
    for (const bad of [
      'blog_news',
      'blog_news@',
      'blog_news@ABCDEF012345',
      'blog_news@abcdef01234',
      'blog_news@../../evil',
      'blog_news@abcdef012345@x',
      'https://evil.example@abcdef012345',
    ]) {
      expect(parsePreview(bad), bad).toBeNull();
    }
  });

  it('changes only the version segment of the live address: same origin, same folder', () => {
    expect(previewEntry(live, 'fedcba987654')).toBe(
      'https://cdn.example.org/blog-news/v/fedcba987654/mf-manifest.json',
    );
    expect(previewEntry(live, '//evil.example/x')).toBeNull();
    // A live address that is not a versioned one cannot be previewed against.
    expect(previewEntry('http://localhost:3003/mf-manifest.json', 'fedcba987654')).toBeNull();
  });

  it('remembers the request for the session and takes it out of the address', () => {
    const storage = memoryStorage();
    const history = { state: null, replaceState: vi.fn() };
    const request = takePreviewRequest(
      { href: 'https://school.example/news?preview=blog_news@abcdef012345&x=1' },
      history,
      storage,
    );
    expect(request).toEqual({ remote: 'blog_news', version: 'abcdef012345' });
    expect(history.replaceState).toHaveBeenCalledWith(null, '', '/news?x=1');
    expect(storage.data.get(PREVIEW_STORAGE_KEY)).toBe('blog_news@abcdef012345');
    // Later pages of the same session.
    expect(takePreviewRequest({ href: 'https://school.example/blog' }, history, storage)).toEqual(
      request,
    );
    // The way out.
    expect(
      takePreviewRequest({ href: 'https://school.example/?preview=off' }, history, storage),
    ).toBeNull();
    expect(storage.data.has(PREVIEW_STORAGE_KEY)).toBe(false);
  });

  it('is applied only for an admin session and a remote of the map', async () => {
    const request = { remote: 'blog_news', version: 'fedcba987654' };
    const remotes = { blog_news: live };
    await expect(
      resolvePreview(request, remotes, () => Promise.resolve(false)),
    ).resolves.toBeNull();
    await expect(
      resolvePreview({ ...request, remote: 'other' }, remotes, () => Promise.resolve(true)),
    ).resolves.toBeNull();
    await expect(resolvePreview(request, remotes, () => Promise.resolve(true))).resolves.toEqual({
      ...request,
      entry: 'https://cdn.example.org/blog-news/v/fedcba987654/mf-manifest.json',
    });
  });

  it('does not look the session up when no preview is asked for', async () => {
    const isAdmin = vi.fn(() => Promise.resolve(true));
    await expect(resolvePreview(null, { blog_news: live }, isAdmin)).resolves.toBeNull();
    expect(isAdmin).not.toHaveBeenCalled();
  });
});

describe('previewAsked', () => {
  it('is true when the address or the session names a preview, false otherwise', () => {
    expect(previewAsked({ search: '' }, memoryStorage())).toBe(false);
    expect(previewAsked({ search: '?q=preview' }, memoryStorage())).toBe(false);
    expect(previewAsked({ search: '?preview=off' }, memoryStorage())).toBe(true);
    expect(previewAsked({ search: '?a=1&preview=home@0123456789ab' }, memoryStorage())).toBe(true);
    const remembered = memoryStorage({ [PREVIEW_STORAGE_KEY]: 'home@0123456789ab' });
    expect(previewAsked({ search: '' }, remembered)).toBe(true);
  });
});
