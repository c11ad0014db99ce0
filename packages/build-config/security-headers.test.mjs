import { describe, expect, it } from 'vitest';
import { runtimeConfigFromEnv } from '@school/platform/runtime-config';
import {
  checkRequestTarget,
  contentSecurityPolicy,
  htmlSecurityHeaders,
  inlineScriptHashes,
} from './security-headers.mjs';

// The example of the CSP specification: this script's hash is the one a browser computes.
const helloScript = "alert('Hello, world.');";
const helloHash = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";

/** @param {string} policy @param {string} name */
function directive(policy, name) {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  if (!found) throw new Error(`no ${name} in ${policy}`);
  return found.slice(1);
}

describe('inline script hashes', () => {
  it('hashes an inline script as the browser does', () => {
    expect(inlineScriptHashes(`<head><script>${helloScript}</script></head>`)).toEqual([helloHash]);
  });

  it('hashes the text after the parser has turned CR LF into LF', () => {
    const lf = inlineScriptHashes('<script>\nvar a = 1;\nvar b = 2;\n</script>');
    expect(inlineScriptHashes('<script>\r\nvar a = 1;\rvar b = 2;\r\n</script>')).toEqual(lf);
  });

  it('covers every kind of executed inline script, each once', () => {
    const html = [
      `<SCRIPT>${helloScript}</SCRIPT >`,
      `<script type="module">${helloScript}</script>`,
      '<script type="text/javascript" data-note="a > b">var x = 1;</script>',
      '<script type=importmap>{"imports":{}}</script>',
    ].join('\n');
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(3);
    expect(hashes[0]).toBe(helloHash);
  });

  it('leaves out scripts loaded from files and data blocks, which never run', () => {
    const html = [
      '<script src="/static/js/index.js"></script>',
      '<script type="application/json" id="__state">{"a":"</div>"}</script>',
      '<script type="application/ld+json">{"@type":"School"}</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});

describe('Content-Security-Policy', () => {
  const config = runtimeConfigFromEnv({ PORT_BLOG_NEWS: '4103' });

  it("allows the page's own inline script by its hash, and no other inline code or eval", () => {
    const scripts = directive(
      contentSecurityPolicy({ html: `<script>${helloScript}</script>`, config }),
      'script-src',
    );
    expect(scripts).toContain(helloHash);
    expect(scripts).toContain("'self'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
  });

  it("names every remote's origin, from the runtime map, for code, data, styles, images and fonts", () => {
    const policy = contentSecurityPolicy({ html: '', config });
    for (const name of ['script-src', 'connect-src', 'style-src', 'img-src', 'font-src']) {
      const sources = directive(policy, name);
      expect(sources).toContain('http://localhost:3001');
      expect(sources).toContain('http://localhost:4103');
      expect(sources).not.toContain('http://localhost:3003');
      expect(sources.join(' ')).not.toContain('mf-manifest.json');
    }
  });

  it('follows a re-pointed remote and ignores entries that are not web addresses', () => {
    const policy = contentSecurityPolicy({
      config: {
        remotes: {
          home: 'https://cdn.example.org/home/v7/mf-manifest.json',
          admin: 'https://cdn.example.org/admin/mf-manifest.json',
          broken: 'not a url',
          odd: 'javascript:alert(1)',
        },
        supabase: { url: 'https://abc.supabase.co' },
      },
    });
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://cdn.example.org']);
    expect(policy).not.toMatch(/javascript:|not a url/);
  });

  it('reaches the backend over HTTP and realtime, and shows its stored images', () => {
    const local = contentSecurityPolicy({ config });
    expect(directive(local, 'connect-src')).toEqual(
      expect.arrayContaining(['http://localhost:54321', 'ws://localhost:54321']),
    );
    expect(directive(local, 'img-src')).toEqual(
      expect.arrayContaining(["'self'", 'data:', 'blob:', 'http://localhost:54321']),
    );
    const hosted = contentSecurityPolicy({
      config: { remotes: {}, supabase: { url: 'https://abc.supabase.co/' } },
    });
    expect(directive(hosted, 'connect-src')).toEqual([
      "'self'",
      'https://abc.supabase.co',
      'wss://abc.supabase.co',
    ]);
  });

  it('without a runtime map, allows the own origin only', () => {
    const policy = contentSecurityPolicy({ html: '<p>x</p>', config: null });
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
  });

  it('closes plugins, base and form hijacking, and framing by any origin', () => {
    const policy = contentSecurityPolicy({ config });
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
  });

  it('sends the frame ban twice (CSP and X-Frame-Options), nosniff and the referrer policy', () => {
    const headers = htmlSecurityHeaders({ html: `<script>${helloScript}</script>`, config });
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Content-Security-Policy']).toContain(helloHash);
  });

  it('takes precomputed hashes in place of the HTML', () => {
    const policy = contentSecurityPolicy({ scriptHashes: [helloHash], config });
    expect(directive(policy, 'script-src')).toContain(helloHash);
  });
});

describe('request targets', () => {
  it.each([
    ['//evil.example', '/evil.example'],
    ['///evil.example/x?y=1', '/evil.example/x?y=1'],
    ['//evil.example/%2e%2e', '/evil.example/%2e%2e'],
    ['/ar//evil.example/x', '/ar/evil.example/x'],
    ['/news//', '/news/'],
  ])('redirects %s to the same-origin path %s', (target, location) => {
    const verdict = checkRequestTarget(target);
    expect(verdict).toEqual({ action: 'redirect', location });
    // Whatever reads the Location resolves it on this origin.
    const resolved = new URL(location, 'https://school.example');
    expect(resolved.origin).toBe('https://school.example');
  });

  it.each([
    '/\\evil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '/\t/evil.example',
    '/%09/evil.example',
    '/%0d%0aSet-Cookie:x=1',
    '/%00',
    '/%2F/evil.example',
    '/%2f%2fevil.example',
    '/news/%E0%A4%A',
    'http://evil.example/',
    '*',
    '/caf\u00e9',
  ])('refuses %j', (target) => {
    expect(checkRequestTarget(target)).toEqual({ action: 'reject' });
  });

  it.each([
    '/',
    '/ar/news/rentree-2025',
    '/static/js/index.abc123.js',
    '/news/%D8%A7%D9%84%D8%B9%D9%88%D8%AF%D8%A9',
    '/search?q=a//b',
    '/news/a%20b',
  ])('serves %s', (target) => {
    expect(checkRequestTarget(target)).toEqual({ action: 'serve' });
  });

  it('drops a query that is not plain ASCII from the redirect', () => {
    expect(checkRequestTarget('//x?a=\u00e9')).toEqual({ action: 'redirect', location: '/x' });
  });
});
