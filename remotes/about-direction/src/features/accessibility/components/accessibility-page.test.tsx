import { screen } from '@testing-library/react';
import { render } from '@school/shared/testing';
import AccessibilityPage from './accessibility-page';

describe('AccessibilityPage', () => {
  it('says what the site aims for, how it is checked, its limits, and how to report', async () => {
    await render(<AccessibilityPage />, { path: '/accessibility' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Accessibilité');
    for (const name of [
      'Ce que nous visons',
      'Comment nous le vérifions',
      'Limites connues',
      'Signaler un problème',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByText(/niveau AA des règles WCAG 2\.2/)).toBeInTheDocument();
    const report = screen.getByRole('link', { name: 'Écrire au secrétariat' });
    const address = new URL(report.getAttribute('href') ?? '', 'http://site');
    expect(address.pathname).toBe('/contact');
    expect(address.searchParams.get('subject')).toBe('Accessibilité du site');
    expect(document.title).toBe('Accessibilité | Complexe Scolaire Islamique de Bamako');
  });

  it('in Arabic and English, the report link stays in the page’s language', async () => {
    await render(<AccessibilityPage />, { locale: 'ar', path: '/ar/accessibility' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('إمكانية الوصول');
    const arabic = new URL(
      screen.getByRole('link', { name: 'الكتابة إلى الأمانة' }).getAttribute('href') ?? '',
      'http://site',
    );
    expect(arabic.pathname).toBe('/ar/contact');
    expect(arabic.searchParams.get('subject')).toBe('إمكانية الوصول إلى الموقع');
  });

  it('renders in English', async () => {
    await render(<AccessibilityPage />, { locale: 'en', path: '/en/accessibility' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Accessibility');
    const english = screen.getByRole('link', { name: 'Write to the office' });
    expect(english.getAttribute('href')).toBe('/en/contact?subject=Accessibility+of+the+site');
  });
});
