import { screen } from '@testing-library/react';
import { contentItem, listResult } from '../test/content-mock';
import { renderRemote } from '@school/shared/testing';
import App from './app';

const mock = vi.hoisted(() => {
  const state: { article: unknown; requested: string[] } = { article: undefined, requested: [] };
  return state;
});

vi.mock('@school/shared/data/public', () => ({
  blogCategories: ['education', 'pedagogy', 'innovation', 'spirituality', 'community'],
  useBlogPosts: () => listResult([]),
  useNews: () => listResult([]),
  useArticle: (type: string, slug: string) => {
    mock.requested.push(`${type}/${slug}`);
    return mock.article;
  },
  useContentChanges: () => undefined,
}));

const found = (item: ReturnType<typeof contentItem> | null) => ({
  data: item,
  error: null,
  isPending: false,
  refetch: vi.fn(),
});

describe('blog-news routes', () => {
  it('draws a news article: title, date, image and body, stored HTML shown as text', async () => {
    mock.article = found(
      contentItem({
        slug: 'rentree',
        title: 'Rentrée 2024',
        featured_image: 'https://img.example/r.jpg',
        content:
          '## Programme\n\nLes cours **reprennent** le lundi.\n\n<script>window.hacked = true</script>',
      }),
    );
    await renderRemote(<App />, { path: '/news/rentree' });
    expect(mock.requested.at(-1)).toBe('news/rentree');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Rentrée 2024');
    expect(screen.getByRole('heading', { level: 2, name: 'Programme' })).toBeInTheDocument();
    expect(screen.getByText('reprennent').tagName).toBe('STRONG');
    expect(screen.getByText('<script>window.hacked = true</script>')).toBeInTheDocument();
    expect(document.querySelector('article script')).toBeNull();
    expect(screen.getByText(/Publié le 7 octobre 2024/)).toBeInTheDocument();
    expect(document.querySelector('article img')).toHaveAttribute(
      'src',
      'https://img.example/r.jpg',
    );
    expect(screen.getByRole('link', { name: 'Retour aux actualités' })).toHaveAttribute(
      'href',
      '/news',
    );
    expect(document.title).toBe('Rentrée 2024 | Complexe Scolaire Islamique de Bamako');
  });

  it('asks for a blog post under /blog/:slug', async () => {
    mock.article = found(contentItem({ slug: 'lire', title: 'Lire', type: 'blog' }));
    await renderRemote(<App />, { path: '/blog/lire' });
    expect(mock.requested.at(-1)).toBe('blog/lire');
    expect(screen.getByRole('link', { name: 'Retour au blog' })).toHaveAttribute('href', '/blog');
  });

  it('shows a real not-found for an unknown slug and an unknown path', async () => {
    mock.article = found(null);
    const first = await renderRemote(<App />, { path: '/news/nope' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Article introuvable');
    expect(document.querySelector('[data-not-found="true"]')).not.toBeNull();
    first.unmount();
    await renderRemote(<App />, { path: '/news/a/b' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Article introuvable');
  });

  it('routes the lists', async () => {
    const blog = await renderRemote(<App />, { path: '/blog' });
    expect(document.querySelector('[data-page="blog"]')).not.toBeNull();
    blog.unmount();
    await renderRemote(<App />, { path: '/news' });
    expect(document.querySelector('[data-page="news"]')).not.toBeNull();
  });
});
