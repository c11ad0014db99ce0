import { themes } from '@school/design-system';
import { useLocaleStore } from '@school/shared';
import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { directionMessages } from '../../../i18n/direction-messages';
import DirectionPage from './direction-page';

describe('DirectionPage', () => {
  it('has the same non-empty messages in French, Arabic and English', () => {
    const keys = Object.keys(directionMessages.fr).sort();
    for (const locale of ['ar', 'en'] as const) {
      expect(Object.keys(directionMessages[locale]).sort()).toEqual(keys);
    }
    for (const catalog of Object.values(directionMessages)) {
      for (const text of Object.values(catalog)) expect(text.trim()).not.toBe('');
    }
  });

  it('follows the language chosen in the shell', () => {
    useLocaleStore.setState({ locale: 'fr' });
    render(
      <ThemeProvider theme={themes.light}>
        <DirectionPage />
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Le fondateur et la direction');
    act(() => {
      useLocaleStore.setState({ locale: 'ar' });
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('المؤسس والإدارة');
  });
});
