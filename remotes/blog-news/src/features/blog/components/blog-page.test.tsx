import { screen, within } from '@testing-library/react';
import { contentItem, render } from '@school/shared/testing';
import { listResult } from '../../../testing/list-result';
import BlogPage from './blog-page';

const mock = vi.hoisted(() => {
  const state: { blog: unknown; categories: (string | null)[] } = {
    blog: undefined,
    categories: [],
  };
  return state;
});

vi.mock('@school/shared/data/public', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  blogCategories: ['education', 'pedagogy', 'innovation', 'spirituality', 'community'],
  useBlogPosts: (category: string | null) => {
    mock.categories.push(category);
    return mock.blog;
  },
  useContentChanges: () => undefined,
}));

const posts = [
  contentItem({
    id: 'a',
    slug: 'lire-ensemble',
    title: 'Lire ensemble',
    type: 'blog',
    category: 'pedagogy',
    published_at: '2024-11-05T09:00:00Z',
  }),
  contentItem({
    id: 'b',
    slug: 'ecran',
    title: "L'écran à l'école",
    type: 'blog',
    category: 'innovation',
    featured_image: 'https://img.example/e.jpg',
  }),
];

beforeEach(() => {
  mock.blog = listResult(posts);
  mock.categories = [];
});

describe('BlogPage', () => {
  it('lists published posts with image, title, excerpt, localized date and article link', async () => {
    await render(<BlogPage />, { path: '/blog' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Blog');
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { name: 'Lire ensemble' })).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('5 novembre 2024');
    expect(cards[0]).toHaveTextContent('Un résumé.');
    expect(
      within(cards[0]!).getByRole('link', { name: "Lire l'article : Lire ensemble" }),
    ).toHaveAttribute('href', '/blog/lire-ensemble');
    expect(cards[1]!.querySelector('img')).toHaveAttribute('src', 'https://img.example/e.jpg');
    expect(document.title).toBe('Blog | Complexe Scolaire Islamique de Bamako');
  });

  it('offers six category chips that filter through the address', async () => {
    const { user } = await render(<BlogPage />, { path: '/blog?category=pedagogy' });
    const nav = screen.getByRole('navigation', { name: 'Catégories' });
    const chips = within(nav).getAllByRole('link');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'Tous',
      'Éducation',
      'Pédagogie',
      'Innovation',
      'Spiritualité',
      'Communauté',
    ]);
    expect(within(nav).getByRole('link', { name: 'Pédagogie' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Innovation' })).toHaveAttribute(
      'href',
      '/blog?category=innovation',
    );
    expect(within(nav).getByRole('link', { name: 'Tous' })).toHaveAttribute('href', '/blog');
    expect(mock.categories.at(-1)).toBe('pedagogy');
    await user.click(within(nav).getByRole('link', { name: 'Innovation' }));
    expect(mock.categories.at(-1)).toBe('innovation');
    expect(within(nav).getByRole('link', { name: 'Innovation' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('ignores an unknown category', async () => {
    await render(<BlogPage />, { path: '/blog?category=<script>' });
    expect(mock.categories.at(-1)).toBeNull();
    expect(screen.getByRole('link', { name: 'Tous' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the loading and empty states', async () => {
    mock.blog = { ...listResult([]), data: undefined, isPending: true };
    const { unmount } = await render(<BlogPage />, { path: '/blog' });
    expect(screen.getByText('Chargement des articles...')).toBeInTheDocument();
    unmount();
    mock.blog = listResult([]);
    await render(<BlogPage />, { path: '/blog' });
    expect(screen.getByText('Aucun article de blog trouvé.')).toBeInTheDocument();
  });

  it('logs a failed fetch and shows the empty state', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mock.blog = { ...listResult([]), data: undefined, error: new Error('offline') };
    await render(<BlogPage />, { path: '/blog' });
    expect(screen.getByText('Aucun article de blog trouvé.')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Blog posts could not be loaded:', expect.any(Error));
    log.mockRestore();
  });

  it('pages through a long history', async () => {
    const fetchNextPage = vi.fn(() => Promise.resolve());
    mock.blog = { ...listResult(posts, true), fetchNextPage };
    const { user } = await render(<BlogPage />, { path: '/blog' });
    await user.click(screen.getByRole('button', { name: 'Afficher plus' }));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('shows the English states from the seed', async () => {
    mock.blog = listResult([]);
    await render(<BlogPage />, { path: '/en/blog', locale: 'en' });
    expect(await screen.findByText('No blog posts found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pedagogy' })).toBeInTheDocument();
  });
});
