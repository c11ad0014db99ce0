import { themes } from '@school/design-system';
import { useLocaleStore } from '@school/shared';
import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { blogMessages } from '../../../i18n/blog-messages';
import BlogPage from './blog-page';

describe('BlogPage', () => {
  it('has the same non-empty messages in French, Arabic and English', () => {
    const keys = Object.keys(blogMessages.fr).sort();
    for (const locale of ['ar', 'en'] as const) {
      expect(Object.keys(blogMessages[locale]).sort()).toEqual(keys);
    }
    for (const catalog of Object.values(blogMessages)) {
      for (const text of Object.values(catalog)) expect(text.trim()).not.toBe('');
    }
  });

  it('follows the language chosen in the shell', () => {
    useLocaleStore.setState({ locale: 'fr' });
    render(
      <ThemeProvider theme={themes.light}>
        <BlogPage />
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Blog');
    act(() => {
      useLocaleStore.setState({ locale: 'ar' });
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('المدونة');
  });
});
