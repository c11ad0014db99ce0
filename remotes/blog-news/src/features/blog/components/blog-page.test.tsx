import { setSupabaseForTests } from '@school/shared';
import { contentItem, pending, render, type QueryCall } from '@school/shared/testing';
import { screen, within } from '@testing-library/react';
import { categoryReads, serveContent } from '../../../testing/content-backend';
import BlogPage from './blog-page';

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

let log: QueryCall[];
beforeEach(() => {
  log = serveContent(posts);
});
afterEach(() => setSupabaseForTests(null));

describe('BlogPage', () => {
  it('lists published posts with image, title, excerpt, localized date and article link', async () => {
    await render(<BlogPage />, { path: '/blog' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Blog');
    const cards = await screen.findAllByRole('article');
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
    expect(categoryReads(log).at(-1)).toBe('pedagogy');
    expect(await screen.findAllByRole('article')).toHaveLength(1);
    await user.click(within(nav).getByRole('link', { name: 'Innovation' }));
    expect(await screen.findByRole('heading', { name: "L'écran à l'école" })).toBeInTheDocument();
    expect(categoryReads(log).at(-1)).toBe('innovation');
    expect(within(nav).getByRole('link', { name: 'Innovation' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('ignores an unknown category', async () => {
    await render(<BlogPage />, { path: '/blog?category=<script>' });
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(categoryReads(log)).toEqual([null]);
    expect(screen.getByRole('link', { name: 'Tous' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the loading and empty states', async () => {
    serveContent([], pending);
    const { unmount } = await render(<BlogPage />, { path: '/blog' });
    expect(screen.getByText('Chargement des articles...')).toBeInTheDocument();
    unmount();
    serveContent([]);
    await render(<BlogPage />, { path: '/blog' });
    expect(await screen.findByText('Aucun article de blog trouvé.')).toBeInTheDocument();
  });

  it('logs a failed fetch and shows the empty state', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveContent([], () => ({ error: { message: 'offline' } }));
    await render(<BlogPage />, { path: '/blog' });
    expect(await screen.findByText('Aucun article de blog trouvé.')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(
      'Blog posts could not be loaded:',
      expect.objectContaining({ message: 'offline' }),
    );
    log.mockRestore();
  });

  it('pages through a long history', async () => {
    // Eleven posts: a page of nine, then the last two.
    const history = Array.from({ length: 11 }, (_, index) =>
      contentItem({
        id: `p${index}`,
        slug: `billet-${index}`,
        title: `Billet ${index}`,
        type: 'blog',
        published_at: `2024-01-${String(20 - index).padStart(2, '0')}T09:00:00Z`,
      }),
    );
    const reads = serveContent(history);
    const { user } = await render(<BlogPage />, { path: '/blog' });
    expect(await screen.findAllByRole('article')).toHaveLength(9);
    await user.click(screen.getByRole('button', { name: 'Afficher plus' }));
    expect(await screen.findByRole('heading', { name: 'Billet 10' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(11);
    expect(categoryReads(reads)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Afficher plus' })).not.toBeInTheDocument();
  });

  it('shows the English states from the seed', async () => {
    serveContent([]);
    await render(<BlogPage />, { path: '/en/blog', locale: 'en' });
    expect(await screen.findByText('No blog posts found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pedagogy' })).toBeInTheDocument();
  });
});
