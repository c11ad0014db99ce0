import { isAcceptedImage, MAX_IMAGE_BYTES, storageFileName } from './file-name';

describe('storageFileName', () => {
  it('prefixes the timestamp and replaces unsafe characters with underscores', () => {
    expect(storageFileName('Rentrée scolaire (2024).PNG', 1700000000000)).toBe(
      '1700000000000-Rentr_e_scolaire__2024_.PNG',
    );
    expect(storageFileName('../../etc/passwd', 1)).toBe('1-.._.._etc_passwd');
    expect(storageFileName('photo-de_classe.v2.webp', 5)).toBe('5-photo-de_classe.v2.webp');
  });

  it('never yields an empty name', () => {
    expect(storageFileName('', 7)).toBe('7-image');
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
