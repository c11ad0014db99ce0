import { isAcceptedImage, MAX_IMAGE_BYTES, storageFileName } from './file-name';

// Stored names were once the original file names (often an unpublished title).
describe('storageFileName', () => {
  it('is a random id and the extension of the type, nothing of the original name', () => {
    const names = new Set<string>();
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp']) {
      const name = storageFileName({ type });
      expect(name).toMatch(/^[0-9a-f]{32}\.(png|jpg|gif|webp)$/);
      names.add(name);
    }
    expect(storageFileName({ type: 'image/jpeg' }).endsWith('.jpg')).toBe(true);
    expect(names.size).toBe(4);
  });

  it('never repeats', () => {
    const names = Array.from({ length: 1000 }, () => storageFileName({ type: 'image/png' }));
    expect(new Set(names).size).toBe(1000);
  });
});

describe('isAcceptedImage', () => {
  it('accepts png, jpeg, gif and webp up to 5 MB only', () => {
    expect(isAcceptedImage({ type: 'image/png', size: 10 })).toBe(true);
    expect(isAcceptedImage({ type: 'image/webp', size: MAX_IMAGE_BYTES })).toBe(true);
    expect(isAcceptedImage({ type: 'image/jpeg', size: MAX_IMAGE_BYTES + 1 })).toBe(false);
    expect(isAcceptedImage({ type: 'image/svg+xml', size: 10 })).toBe(false);
  });
});
