import { useToast } from '@school/design-system';
import { useLocaleStore } from '@school/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Providers } from './providers';

function SendButton() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.toast({ title: 'Message envoyé !' })}>
      send
    </button>
  );
}

describe('Providers', () => {
  it('gives every remote one localized toast region', async () => {
    useLocaleStore.setState({ locale: 'fr' });
    render(
      <Providers>
        <SendButton />
      </Providers>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(await screen.findByText('Message envoyé !')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });

  it('sets <html lang dir> from the language store', () => {
    useLocaleStore.setState({ locale: 'ar' });
    render(<Providers>content</Providers>);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
  });
});
