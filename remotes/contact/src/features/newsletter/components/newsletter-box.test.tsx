import type * as NewsletterData from '@school/shared/data/newsletter';
import { screen, waitFor } from '@testing-library/react';
import { render, type UserEvent } from '@school/shared/testing';
import NewsletterBox from './newsletter-box';

const mock = vi.hoisted(() => {
  const state: { subscribe: (values: { email: string }) => Promise<string> } = {
    subscribe: () => Promise.resolve('subscribed'),
  };
  return state;
});

vi.mock('@school/shared/data/newsletter', async (importOriginal) => ({
  ...(await importOriginal<typeof NewsletterData>()),
  subscribeNewsletter: (values: { email: string }) => mock.subscribe(values),
}));

const thanks = 'Merci ! Vous recevrez nos prochaines nouvelles à cette adresse.';

async function submit(user: UserEvent, email: string) {
  await user.clear(screen.getByLabelText('Votre adresse e-mail'));
  await user.type(screen.getByLabelText('Votre adresse e-mail'), email);
  await user.click(screen.getByRole('button', { name: "S'abonner" }));
  await waitFor(() => expect(screen.getByRole('button', { name: "S'abonner" })).toBeEnabled());
}

describe('NewsletterBox', () => {
  it('rejects an invalid address with a message and sends nothing', async () => {
    const calls: string[] = [];
    mock.subscribe = ({ email }) => {
      calls.push(email);
      return Promise.resolve('subscribed');
    };
    const { user } = await render(<NewsletterBox />);
    await submit(user, 'pas-une-adresse');
    expect(await screen.findByText('Adresse email invalide')).toBeInTheDocument();
    expect(calls).toEqual([]);
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
    const calls: string[] = [];
    mock.subscribe = ({ email }) => {
      calls.push(email);
      return Promise.resolve('subscribed');
    };
    const { user } = await render(<NewsletterBox />);
    await submit(user, 'parent@example.com');
    expect(await screen.findByRole('status')).toHaveTextContent(thanks);
    expect(calls).toEqual(['parent@example.com']);
  });

  it.each(['subscribed', 'already-subscribed'])(
    'thanks the visitor the same way when %s',
    async (result) => {
      mock.subscribe = () => Promise.resolve(result);
      const { user } = await render(<NewsletterBox />);
      await submit(user, 'parent@example.com');
      expect(await screen.findByRole('status')).toHaveTextContent(thanks);
      expect(screen.getByLabelText('Votre adresse e-mail')).toHaveValue('');
    },
  );

  it('keeps the address and shows an error when storing fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mock.subscribe = () => Promise.reject(new Error('offline'));
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
    mock.subscribe = () =>
      Promise.reject(Object.assign(new Error('Too many requests'), { code: 'rate_limited' }));
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
    mock.subscribe = () =>
      Promise.reject(Object.assign(new Error('Too many requests'), { code: 'rate_limited' }));
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
