import { mailtoHref, safeWebUrl, telHref } from './setting-links';

const SITE = 'https://site.example';

describe('safeWebUrl', () => {
  it.each([
    ['https://wa.me/22376224567', 'https://wa.me/22376224567'],
    ['  http://ecole.example/page?x=1 ', 'http://ecole.example/page?x=1'],
    ['HTTPS://Facebook.com/ecole', 'https://facebook.com/ecole'],
  ])('links %j', (value, href) => {
    expect(safeWebUrl(value)).toBe(href);
  });

  // The footer once rendered whatever `whatsapp_url` held.
  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(document.cookie)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    'https:evil.example',
    'https:\\\\evil.example',
    'https:/\\evil.example',
    'https://\t/evil.example',
    'https://ecole.example@evil.example',
    'https://user:pass@evil.example',
    'file:///etc/passwd',
    'mailto:x@y.example',
    'wa.me/22376224567',
    '',
    null,
    undefined,
  ])('refuses %j', (value) => {
    expect(safeWebUrl(value)).toBeNull();
  });
});

describe('telHref', () => {
  it('keeps the digits and a leading plus only', () => {
    expect(telHref('+223 20 22 45 67')).toBe('tel:+22320224567');
    expect(telHref('(00223) 20-22-45-67')).toBe('tel:0022320224567');
  });

  it.each([
    'javascript:alert(1)',
    '+223 20 22 45 67?body=x',
    '+223,20224567;ext=1',
    'tel:+22320224567#x',
  ])('never carries anything but digits from %j', (value) => {
    const href = telHref(value);
    expect(href === null || /^tel:\+?\d{6,15}$/.test(href)).toBe(true);
  });

  it.each(['', 'appelez-nous', '12345', '1234567890123456', null])('refuses %j', (value) => {
    expect(telHref(value)).toBeNull();
  });
});

describe('mailtoHref', () => {
  it('links an address, and adds the subject asked for only', () => {
    expect(mailtoHref('contact@ecole.example')).toBe('mailto:contact@ecole.example');
    expect(mailtoHref("o'neil+inscription@ecole.example")).toBe(
      "mailto:o'neil%2Binscription@ecole.example",
    );
    expect(mailtoHref('parent@ecole.example', { subject: 'Re: Inscription & frais?' })).toBe(
      'mailto:parent@ecole.example?subject=Re%3A%20Inscription%20%26%20frais%3F',
    );
  });

  // The inbox's Reply link of this address got an extra CC and body.
  it.each([
    'victim@x.yz?cc=attacker%40evil.example&body=Hello',
    'victim@x.yz?cc=attacker@evil.example',
    'victim@x.yz&cc=attacker@evil.example',
    'victim@x.yz#x',
    'victim%40x.yz@evil.example',
    '"a b"@evil.example',
    'a b@evil.example',
    'victim@x.yz\r\ncc: attacker@evil.example',
    'attacker@evil.example,victim@x.yz',
    'javascript:alert(1)//@x.yz',
    '<victim@x.yz>',
    'victim@localhost',
  ])('refuses %j', (address) => {
    expect(mailtoHref(address, { subject: 'Re: x' })).toBeNull();
  });

  it('builds links a mail program reads as one recipient and one subject', () => {
    const href = mailtoHref('awa.traore@mail.example.ml', { subject: 'Re: a&cc=b@evil.example' })!;
    const url = new URL(href, SITE);
    expect(url.protocol).toBe('mailto:');
    expect(decodeURIComponent(url.pathname)).toBe('awa.traore@mail.example.ml');
    expect([...url.searchParams.keys()]).toEqual(['subject']);
    expect(url.searchParams.get('subject')).toBe('Re: a&cc=b@evil.example');
  });
});
