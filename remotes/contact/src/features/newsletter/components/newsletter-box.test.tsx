import { setSupabaseForTests } from '@school/shared';
import { fakeSupabase, render, type UserEvent } from '@school/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import NewsletterBox from './newsletter-box';

let sent: string[];
let languages: string[];
/** The database function the box calls: `answer` for every address (accepted by default). */
function serve(answer: () => { error?: unknown } = () => ({})) {
  sent = [];
  languages = [];
  const rpc = (name: string, args: { email: string; locale: string }) => {
    if (name === 'subscribe_newsletter') {
      sent.push(args.email);
      languages.push(args.locale);
    }
    return Promise.resolve({ data: null, error: null, ...answer() });
  };
  setSupabaseForTests(fakeSupabase(() => ({ data: [] }), { rpc }).client);
}

beforeEach(() => serve());
afterEach(() => setSupabaseForTests(null));

const thanks =
  'Merci ! Si cette adresse n’est pas encore abonnée, un e-mail vous demande de confirmer : ouvrez-le pour recevoir nos nouvelles.';

async function submit(user: UserEvent, email: string) {
  await user.clear(screen.getByLabelText('Votre adresse e-mail'));
  await user.type(screen.getByLabelText('Votre adresse e-mail'), email);
  await user.click(screen.getByRole('button', { name: "S'abonner" }));
  await waitFor(() => expect(screen.getByRole('button', { name: "S'abonner" })).toBeEnabled());
}

describe('NewsletterBox', () => {
  it('rejects an invalid address with a message and sends nothing', async () => {
    const { user } = await render(<NewsletterBox />);
    await submit(user, 'pas-une-adresse');
    expect(await screen.findByText('Adresse email invalide')).toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(screen.getByLabelText('Votre adresse e-mail')).toHaveFocus();
    expect(screen.getByLabelText('Votre adresse e-mail')).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks again on every change once an address was refused', async () => {
    const { user } = await render(<NewsletterBox />);
    await submit(user, 'parent@');
    expect(await screen.findByText('Adresse email invalide')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Votre adresse e-mail'));
    await user.type(screen.getByLabelText('Votre adresse e-mail'), 'parent@example.com');
    expect(screen.queryByText('Adresse email invalide')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Votre adresse e-mail'));
    await user.type(screen.getByLabelText('Votre adresse e-mail'), 'parent@example');
    expect(screen.getByText('Adresse email invalide')).toBeInTheDocument();
  });

  it('sends the address once it is valid', async () => {
    const { user } = await render(<NewsletterBox />);
    await submit(user, ' parent@example.com ');
    expect(await screen.findByRole('status')).toHaveTextContent(thanks);
    expect(sent).toEqual(['parent@example.com']);
    // The page's language unless another is chosen.
    expect(languages).toEqual(['fr']);
  });

  it('asks for the mails in the language chosen, the page’s by default', async () => {
    const { user } = await render(<NewsletterBox />, { locale: 'en' });
    const language = await screen.findByLabelText('Language of the e-mails');
    expect(language).toHaveValue('en');
    await user.selectOptions(language, 'ar');
    await user.type(screen.getByLabelText('Your e-mail address'), 'parent@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Thank you! If this address/);
    expect(languages).toEqual(['ar']);
  });

  it('thanks the visitor the same way for a new and a known address', async () => {
    // The database function answers the same for both: nobody learns who is on the list.
    const { user } = await render(<NewsletterBox />);
    for (const attempt of [1, 2]) {
      await submit(user, 'parent@example.com');
      expect(await screen.findByRole('status')).toHaveTextContent(thanks);
      expect(screen.getByLabelText('Votre adresse e-mail')).toHaveValue('');
      expect(sent).toHaveLength(attempt);
    }
  });

  it('keeps the address and shows an error when storing fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // What supabase-js answers when the request got no answer.
    serve(() => ({ error: { message: 'TypeError: Failed to fetch' } }));
    const { user } = await render(<NewsletterBox />);
    await submit(user, 'parent@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "L'inscription n'a pas pu être enregistrée",
    );
    expect(screen.getByLabelText('Votre adresse e-mail')).toHaveValue('parent@example.com');
    log.mockRestore();
  });

  it('says "try again in a moment" when the limits refuse, and keeps the address', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(() => ({ error: { code: 'rate_limited', message: 'Too many requests' } }));
    const { user } = await render(<NewsletterBox />);
    await submit(user, 'parent@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Trop d’inscriptions en peu de temps : réessayez dans un moment.',
    );
    expect(screen.getByLabelText('Votre adresse e-mail')).toHaveValue('parent@example.com');
    log.mockRestore();
  });

  it('says it in English and Arabic too', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(() => ({ error: { code: 'rate_limited', message: 'Too many requests' } }));
    for (const [locale, label, button, text] of [
      ['en', 'Your e-mail address', 'Subscribe', 'Too many sign-ups in a short time'],
      ['ar', 'بريدكم الإلكتروني', 'اشترك', 'اشتراكات كثيرة في وقت قصير'],
    ] as const) {
      const view = await render(<NewsletterBox />, { locale });
      const { user } = view;
      await user.clear(await screen.findByLabelText(label));
      await user.type(await screen.findByLabelText(label), 'parent@example.com');
      await user.click(screen.getByRole('button', { name: button }));
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(screen.getByLabelText(label)).toHaveValue('parent@example.com');
      view.unmount();
    }
    log.mockRestore();
  });
});
