import { articleOfAddress } from './article-share';

describe('articleOfAddress (the share row island reads its article from the address)', () => {
  it('finds the type and the decoded slug in every language', () => {
    expect(articleOfAddress('/news/rentree-2025')).toEqual({ type: 'news', slug: 'rentree-2025' });
    expect(articleOfAddress('/en/blog/a-post')).toEqual({ type: 'blog', slug: 'a-post' });
    expect(articleOfAddress(`/ar/news/${encodeURIComponent('مسابقة-حفظ')}`)).toEqual({
      type: 'news',
      slug: 'مسابقة-حفظ',
    });
  });

  it('is null for a list, another page or an address that does not decode', () => {
    for (const path of ['/news', '/ar/blog', '/about', '/', '/news/%E0%A4%A']) {
      expect(articleOfAddress(path), path).toBeNull();
    }
  });
});
