import { themes } from '@school/design-system';
import { useLocaleStore } from '@school/shared';
import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { contactMessages } from '../../../i18n/contact-messages';
import ContactPage from './contact-page';

describe('ContactPage', () => {
  it('has the same non-empty messages in French, Arabic and English', () => {
    const keys = Object.keys(contactMessages.fr).sort();
    for (const locale of ['ar', 'en'] as const) {
      expect(Object.keys(contactMessages[locale]).sort()).toEqual(keys);
    }
    for (const catalog of Object.values(contactMessages)) {
      for (const text of Object.values(catalog)) expect(text.trim()).not.toBe('');
    }
  });

  it('follows the language chosen in the shell', () => {
    useLocaleStore.setState({ locale: 'fr' });
    render(
      <ThemeProvider theme={themes.light}>
        <ContactPage />
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Contactez-nous');
    act(() => {
      useLocaleStore.setState({ locale: 'ar' });
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('اتصل بنا');
  });
});
