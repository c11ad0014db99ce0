import { themes } from '@school/design-system';
import { useLocaleStore } from '@school/shared';
import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { newsMessages } from '../../../i18n/news-messages';
import NewsPage from './news-page';

describe('NewsPage', () => {
  it('has the same non-empty messages in French, Arabic and English', () => {
    const keys = Object.keys(newsMessages.fr).sort();
    for (const locale of ['ar', 'en'] as const) {
      expect(Object.keys(newsMessages[locale]).sort()).toEqual(keys);
    }
    for (const catalog of Object.values(newsMessages)) {
      for (const text of Object.values(catalog)) expect(text.trim()).not.toBe('');
    }
  });

  it('follows the language chosen in the shell', () => {
    useLocaleStore.setState({ locale: 'fr' });
    render(
      <ThemeProvider theme={themes.light}>
        <NewsPage />
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Actualités');
    act(() => {
      useLocaleStore.setState({ locale: 'ar' });
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('الأخبار');
  });
});
