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
    `${'a'.repeat(65)}@example.com`,
    // These passed the old checks and became parts of a mailto: link.
    'victim@x.yz?cc=attacker%40evil.example&body=hello',
    'victim@x.yz?cc=attacker@evil.example',
    'a&b@example.com',
    'a%b@example.com',
    '"quoted"@example.com',
    'tab\t@example.com',
    'new\nline@example.com',
    'parent@example.com.',
    'parent@example.com\u0000',
    'parent@exam/ple.com',
    'parent@example.c0m',
  ])('rejects %j', (address) => {
    expect(isEmailAddress(address)).toBe(false);
  });
});
