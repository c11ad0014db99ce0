import { screen, within } from '@testing-library/react';
import { render } from '@school/shared/testing';
import DirectionPage from './direction-page';

describe('DirectionPage', () => {
  it("shows the promoter's word in four paragraphs", async () => {
    await render(<DirectionPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Notre direction');
    const word = screen.getByRole('region', { name: 'Le mot du promoteur' });
    expect(word.querySelectorAll('blockquote p')).toHaveLength(4);
  });

  it('shows nine staff cards with initials, title and description', async () => {
    await render(<DirectionPage />);
    const team = screen.getByRole('region', { name: "L'équipe de direction" });
    const cards = within(team).getAllByRole('listitem');
    expect(cards).toHaveLength(9);
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Directeur général',
      'Directeur pédagogique',
      'Directeur administratif',
      'Secrétaire générale',
      'Surveillant général',
      'Surveillant général adjoint',
      "Superviseur de l'enseignement arabe",
      'Directeur du second cycle',
      "Directeur de l'annexe",
    ]);
    expect(cards[0]).toHaveTextContent('MD');
    for (const card of cards)
      expect(card.querySelector('p')?.textContent?.length).toBeGreaterThan(20);
  });

  it('renders in Arabic', async () => {
    await render(<DirectionPage />, { locale: 'ar' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('إدارتنا');
    expect(document.title).toBe('الإدارة | المجمع المدرسي الإسلامي في باماكو');
  });
});
