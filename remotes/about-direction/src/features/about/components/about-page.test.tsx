import { themes } from '@school/design-system';
import { useLocaleStore } from '@school/shared';
import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { aboutMessages } from '../../../i18n/about-messages';
import AboutPage from './about-page';

describe('AboutPage', () => {
  it('has the same non-empty messages in French, Arabic and English', () => {
    const keys = Object.keys(aboutMessages.fr).sort();
    for (const locale of ['ar', 'en'] as const) {
      expect(Object.keys(aboutMessages[locale]).sort()).toEqual(keys);
    }
    for (const catalog of Object.values(aboutMessages)) {
      for (const text of Object.values(catalog)) expect(text.trim()).not.toBe('');
    }
  });

  it('follows the language chosen in the shell', () => {
    useLocaleStore.setState({ locale: 'fr' });
    render(
      <ThemeProvider theme={themes.light}>
        <AboutPage />
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('À propos de nous');
    act(() => {
      useLocaleStore.setState({ locale: 'ar' });
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('من نحن');
  });
});
