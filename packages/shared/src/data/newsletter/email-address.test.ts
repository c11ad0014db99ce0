import { isEmailAddress } from './email-address';

describe('isEmailAddress', () => {
  it.each([
    'parent@example.com',
    'awa.traore+ecole@mail.example.ml',
    "o'neil@school-bamako.org",
    'PARENT@EXAMPLE.COM',
  ])('accepts %s', (address) => {
    expect(isEmailAddress(address)).toBe(true);
  });

  it.each([
    '',
    'pas-une-adresse',
    'parent@',
    '@example.com',
    'parent@example',
    'parent@example.c',
    '.parent@example.com',
    'parent.@example.com',
    'par..ent@example.com',
    'parent@-example.com',
    'parent@example..com',
    'parent @example.com',
    'parent@exam_ple.com',
    `${'a'.repeat(250)}@example.com`,
  ])('rejects %j', (address) => {
    expect(isEmailAddress(address)).toBe(false);
  });
});
