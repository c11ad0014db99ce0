import { themes } from '@school/design-system';
import { useLocaleStore } from '@school/shared';
import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { homeMessages } from '../../../i18n/home-messages';
import HomePage from './home-page';

describe('HomePage', () => {
  it('has the same non-empty messages in French, Arabic and English', () => {
    const keys = Object.keys(homeMessages.fr).sort();
    for (const locale of ['ar', 'en'] as const) {
      expect(Object.keys(homeMessages[locale]).sort()).toEqual(keys);
    }
    for (const catalog of Object.values(homeMessages)) {
      for (const text of Object.values(catalog)) expect(text.trim()).not.toBe('');
    }
  });

  it('follows the language chosen in the shell', () => {
    useLocaleStore.setState({ locale: 'fr' });
    render(
      <ThemeProvider theme={themes.light}>
        <HomePage />
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bienvenue au Complexe Scolaire');
    act(() => {
      useLocaleStore.setState({ locale: 'ar' });
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('مرحبًا بكم في المجمع المدرسي');
  });
});
