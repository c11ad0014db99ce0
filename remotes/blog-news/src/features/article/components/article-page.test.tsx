import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { contentItem, render } from '@school/shared/testing';
import type * as PublicData from '@school/shared/data/public';
import { ArticlePage } from './article-page';

const mock = vi.hoisted(() => {
  const state: { article: unknown; calls: { type: string; slug: string; preview: boolean }[] } = {
    article: undefined,
    calls: [],
  };
  return state;
});

vi.mock('@school/shared/data/public', async (original) => ({
  ...(await original<typeof PublicData>()),
  useArticle: (
    type: string,
    slug: string,
    _locale: string,
    options: { preview?: boolean } = {},
  ) => {
    mock.calls.push({ type, slug, preview: options.preview ?? false });
    return mock.article;
  },
  useContentChanges: () => undefined,
}));

const found = (item: ReturnType<typeof contentItem>) => ({
  data: item,
  error: null,
  isPending: false,
  refetch: () => Promise.resolve(),
});

function renderArticle(path: string) {
  return render(
    <Routes>
      <Route path="news/:slug" element={<ArticlePage type="news" />} />
    </Routes>,
    { path },
  );
}

describe('ArticlePage', () => {
  beforeEach(() => {
    mock.calls = [];
  });

  it('reads the published article without a banner', async () => {
    mock.article = found(contentItem({ slug: 'rentree', title: 'Rentrée' }));
    await renderArticle('/news/rentree');
    expect(screen.getByRole('heading', { level: 1, name: 'Rentrée' })).toBeInTheDocument();
    expect(mock.calls.at(-1)).toEqual({ type: 'news', slug: 'rentree', preview: false });
    expect(screen.queryByText(/Aperçu réservé à l’équipe/)).not.toBeInTheDocument();
  });

  it('with ?draft: asks for the preview, says it is a draft, and is never indexed', async () => {
    mock.article = found(
      contentItem({ slug: 'sortie', title: 'Sortie à Siby', status: 'draft', published_at: null }),
    );
    await renderArticle('/news/sortie?draft');
    expect(mock.calls.at(-1)).toEqual({ type: 'news', slug: 'sortie', preview: true });
    expect(
      screen.getByText(
        'Aperçu réservé à l’équipe : ce brouillon n’est pas publié, les visiteurs ne le voient pas.',
      ),
    ).toBeInTheDocument();
    expect(document.querySelector('meta[name="robots"][content="noindex"]')).not.toBeNull();
  });

  it('with ?draft on a scheduled item: says when it goes out', async () => {
    mock.article = found(
      contentItem({ slug: 'fete', title: 'Fête', published_at: '2999-06-01T09:00:00Z' }),
    );
    await renderArticle('/news/fete?draft');
    expect(screen.getByText(/publication prévue le 1 juin 2999/)).toBeInTheDocument();
  });
});
