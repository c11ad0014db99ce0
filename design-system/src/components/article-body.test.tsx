import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../testing/render';
import { ArticleBody } from './article-body';
import { articlePlainText, parseArticle, parseInline, safeHref } from './article-markdown';

describe('parseArticle', () => {
  it('reads paragraphs, headings and both kinds of list', () => {
    const blocks = parseArticle(
      'Intro line\nsecond line\n\n## Title\n### Sub\n- a\n- b\n\n1. one\n2. two',
    );
    expect(blocks.map((b) => b.kind)).toEqual(['paragraph', 'heading', 'heading', 'list', 'list']);
    expect(blocks[0]).toEqual({
      kind: 'paragraph',
      children: [
        { kind: 'text', text: 'Intro line' },
        { kind: 'break' },
        { kind: 'text', text: 'second line' },
      ],
    });
    expect(blocks[1]).toMatchObject({ kind: 'heading', level: 2 });
    expect(blocks[2]).toMatchObject({ kind: 'heading', level: 3 });
    expect(blocks[3]).toMatchObject({
      kind: 'list',
      ordered: false,
      items: [[{ text: 'a' }], [{ text: 'b' }]],
    });
    expect(blocks[4]).toMatchObject({ kind: 'list', ordered: true });
  });

  it('reads a lone # as a second-level heading (the page title is the only h1)', () => {
    expect(parseArticle('# Big')[0]).toMatchObject({ kind: 'heading', level: 2 });
  });

  it('starts a new list when bullets switch to numbers', () => {
    expect(parseArticle('- a\n1. b').map((b) => b.kind === 'list' && b.ordered)).toEqual([
      false,
      true,
    ]);
  });
});

describe('parseInline', () => {
  it('reads bold, italic, links and escapes', () => {
    expect(parseInline('**b** *i* _j_ [x](https://e.ml) \\*no\\*')).toEqual([
      { kind: 'strong', children: [{ kind: 'text', text: 'b' }] },
      { kind: 'text', text: ' ' },
      { kind: 'em', children: [{ kind: 'text', text: 'i' }] },
      { kind: 'text', text: ' ' },
      { kind: 'em', children: [{ kind: 'text', text: 'j' }] },
      { kind: 'text', text: ' ' },
      { kind: 'link', href: 'https://e.ml', children: [{ kind: 'text', text: 'x' }] },
      { kind: 'text', text: ' *no*' },
    ]);
  });

  it('leaves unmatched marks as text', () => {
    expect(parseInline('2 * 3 and **open')).toEqual([{ kind: 'text', text: '2 * 3 and **open' }]);
  });

  it('keeps the text of a link whose address is not allowed', () => {
    expect(parseInline('[click](javascript:alert(1))')).toEqual([{ kind: 'text', text: 'click' }]);
  });
});

describe('safeHref', () => {
  it('allows web, mail, phone and site addresses only', () => {
    expect(safeHref('https://ecole.ml')).toBe('https://ecole.ml');
    expect(safeHref('mailto:a@b.ml')).toBe('mailto:a@b.ml');
    expect(safeHref('tel:+22320000000')).toBe('tel:+22320000000');
    expect(safeHref('/news')).toBe('/news');
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref(' JAVASCRIPT:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,x')).toBeNull();
  });

  // These looked like site paths but browsers follow them to another site.
  it.each([
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '\\\\evil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '///evil.example',
    'https:\\\\evil.example',
    'https:evil.example',
    'java\tscript:alert(1)',
  ])('refuses %j', (href) => {
    expect(safeHref(href)).toBeNull();
  });

  it('keeps links typed in an article on the site unless they are web addresses', () => {
    const hostile = [
      '/\\evil.example',
      '/\t/evil.example',
      '//evil.example',
      '/%2F%2Fevil.example',
    ];
    const source = hostile.map((href, index) => `[lien ${index}](${href})`).join(' ');
    renderUi(<ArticleBody source={`${source} [ici](/news/rentree)`} />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/news/rentree']);
    expect(screen.getByText(/lien 0/).textContent).toContain('lien 3');
  });
});

describe('articlePlainText', () => {
  it('drops the marks and joins the blocks', () => {
    expect(articlePlainText('## Rentrée\n\nLe **lundi** [ici](/news).\n- a\n- b')).toBe(
      'Rentrée Le lundi ici. a b',
    );
  });
});

describe('ArticleBody', () => {
  it('renders the structure as elements', () => {
    const { container } = renderUi(
      <ArticleBody
        source={
          '## Programme\n\nTexte **gras** et *italique*.\n\n- un\n- deux\n\n[Contact](/contact)'
        }
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Programme' }).tagName).toBe('H2');
    expect(container.querySelector('strong')?.textContent).toBe('gras');
    expect(container.querySelector('em')?.textContent).toBe('italique');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/contact');
  });

  it('shows stored HTML and script as text and never creates them', () => {
    const { container } = renderUi(
      <ArticleBody
        source={'<script>window.hacked = true</script>\n\n<img src=x onerror="alert(1)">'}
      />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<script>window.hacked = true</script>');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('marks external links so they do not get the page as opener', () => {
    renderUi(<ArticleBody source="[Site](https://example.org)" />);
    expect(screen.getByRole('link', { name: 'Site' }).getAttribute('rel')).toBe(
      'noopener noreferrer nofollow',
    );
  });
});
