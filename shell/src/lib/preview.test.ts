import { describe, expect, it, vi } from 'vitest';
import { parsePreview, previewEntry, resolvePreview, takePreviewRequest } from './preview';
import { PREVIEW_NAMES } from '@school/build-config/paint-first';
import { DRAFT_PARAM, PREVIEW_PARAM, PREVIEW_STORAGE_KEY, previewAsked } from './preview-state';

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

  it('takes the request out of the address and remembers nothing by itself', () => {
    const storage = memoryStorage({ [PREVIEW_STORAGE_KEY]: 'home@0123456789ab' });
    const history = { state: null, replaceState: vi.fn() };
    const ask = takePreviewRequest(
      { href: 'https://school.example/news?preview=blog_news@abcdef012345&x=1' },
      history,
      storage,
    );
    expect(ask).toEqual({
      asked: 'blog_news@abcdef012345',
      request: { remote: 'blog_news', version: 'abcdef012345' },
    });
    expect(history.replaceState).toHaveBeenCalledWith(null, '', '/news?x=1');
    // A new request forgets the session's: only an applied preview is remembered (withPreview).
    expect(storage.data.has(PREVIEW_STORAGE_KEY)).toBe(false);
    // Later pages of the same session read what was remembered.
    storage.setItem(PREVIEW_STORAGE_KEY, 'blog_news@abcdef012345');
    expect(takePreviewRequest({ href: 'https://school.example/blog' }, history, storage)).toEqual(
      ask,
    );
    // The way out.
    expect(
      takePreviewRequest({ href: 'https://school.example/?preview=off' }, history, storage),
    ).toBeNull();
    expect(storage.data.has(PREVIEW_STORAGE_KEY)).toBe(false);
    // Words that are no request are still an ask (an admin is told why it is refused).
    expect(
      takePreviewRequest({ href: 'https://school.example/?preview=home@../x' }, history, storage),
    ).toEqual({ asked: 'home@../x', request: null });
  });

  const kept = () => Promise.resolve(true);
  const ask = (asked: string) => ({ asked, request: parsePreview(asked) });

  it('is applied only for an admin session, a public remote of the map and a kept version', async () => {
    const remotes = { blog_news: live, admin: live.replace('blog-news', 'admin') };
    const wanted = ask('blog_news@fedcba987654');
    const admin = () => Promise.resolve(true);
    // A visitor: ignored, without a word and without asking the store.
    const isKept = vi.fn(kept);
    await expect(
      resolvePreview(wanted, remotes, () => Promise.resolve(false), isKept),
    ).resolves.toEqual({ preview: null, refusal: null });
    expect(isKept).not.toHaveBeenCalled();
    await expect(resolvePreview(wanted, remotes, admin, kept)).resolves.toEqual({
      preview: {
        remote: 'blog_news',
        version: 'fedcba987654',
        entry: 'https://cdn.example.org/blog-news/v/fedcba987654/mf-manifest.json',
      },
      refusal: null,
    });
    // A version the store does not keep: refused, and said so.
    const notKept = vi.fn(() => Promise.resolve(false));
    await expect(resolvePreview(wanted, remotes, admin, notKept)).resolves.toEqual({
      preview: null,
      refusal: {
        reason: 'not-kept',
        asked: 'blog_news@fedcba987654',
        remote: 'blog_news',
        version: 'fedcba987654',
      },
    });
    expect(notKept).toHaveBeenCalledWith(
      'https://cdn.example.org/blog-news/v/fedcba987654/mf-manifest.json',
      'blog_news',
    );
    // The back office, even at a kept version: never from a link.
    await expect(
      resolvePreview(ask('admin@fedcba987654'), remotes, admin, kept),
    ).resolves.toMatchObject({ preview: null, refusal: { reason: 'back-office' } });
    // A remote the map does not have, or words that name no version.
    for (const words of ['other@fedcba987654', 'toString@fedcba987654', 'blog_news@../../x']) {
      await expect(resolvePreview(ask(words), remotes, admin, kept), words).resolves.toMatchObject({
        preview: null,
        refusal: { reason: 'not-a-version', asked: words },
      });
    }
  });

  it('does not look the session up when no preview is asked for', async () => {
    const isAdmin = vi.fn(() => Promise.resolve(true));
    await expect(resolvePreview(null, { blog_news: live }, isAdmin, kept)).resolves.toEqual({
      preview: null,
      refusal: null,
    });
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

describe('the preview’s names', () => {
  it('are those the paint-first loader reads on a page of islands (it starts the app for a preview or a draft)', () => {
    expect(PREVIEW_NAMES).toEqual({
      param: PREVIEW_PARAM,
      storageKey: PREVIEW_STORAGE_KEY,
      draftParam: DRAFT_PARAM,
    });
  });
});
