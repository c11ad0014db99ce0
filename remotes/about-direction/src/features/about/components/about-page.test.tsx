import { screen, within } from '@testing-library/react';
import { render } from '@school/shared/testing';
import AboutPage from './about-page';

describe('AboutPage', () => {
  it('shows the hero, mission, vision and the four values', async () => {
    await render(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('À propos de nous');
    expect(screen.getByRole('heading', { name: 'Notre mission' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Notre vision' })).toBeInTheDocument();
    const values = screen.getByRole('region', { name: 'Les valeurs qui nous guident' });
    expect(
      within(values)
        .getAllByRole('listitem')
        .map((item) => within(item).getByRole('heading').textContent),
    ).toEqual([
      'Foi et spiritualité',
      'Excellence académique',
      'Respect et tolérance',
      'Intégrité et honnêteté',
    ]);
  });

  it('tells the history from 2009 to 2024 with 500+ pupils and 98 % success', async () => {
    await render(<AboutPage />);
    const history = screen.getByRole('region', { name: /Plus de 15 ans/ });
    const items = within(history).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.slice(0, 4))).toEqual([
      '2009',
      '2015',
      '2020',
      '2024',
    ]);
    expect(items[1]).toHaveTextContent("de la maternelle jusqu'au lycée");
    expect(items[2]).toHaveTextContent('Modernisation technologique');
    expect(items[3]).toHaveTextContent('Reconnaissance officielle');
    expect(items[3]).toHaveTextContent('plus de 500 élèves');
    expect(items[3]).toHaveTextContent('98 % de réussite');
    const figures = document.querySelector('[data-section="figures"]');
    expect(figures?.textContent?.replace(/\s/g, ' ')).toMatch(/500\+.*98 %/);
    expect(document.title).toBe('À propos | Complexe Scolaire Islamique de Bamako');
  });

  it('renders in English', async () => {
    await render(<AboutPage />, { locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('About us');
    expect(screen.getByRole('heading', { name: 'Faith and spirituality' })).toBeInTheDocument();
  });
});
