import { setSupabaseForTests, type Json } from '@school/shared';
import {
  fakeSupabase,
  pending,
  render,
  setting,
  type QueryResult,
  type UserEvent,
} from '@school/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import ContactPage from './contact-page';

const settings = [
  setting('contact_phone', '+223 20 22 45 67'),
  setting('whatsapp_url', 'https://wa.me/22376224567'),
  setting('contact_email', 'contact@ecole.example'),
  setting('address', {
    fr: 'Daoudabougou, Bamako, Mali',
    ar: 'داودابوغو، باماكو، مالي',
    en: 'Daoudabougou, Bamako, Mali',
  }),
  setting('opening_hours', [
    { days: [1, 2, 3, 4], open: '07:30', close: '16:30' },
    { days: [5], open: '07:30', close: '12:00' },
    { days: [6], open: '08:00', close: '13:00' },
  ]),
];

type Sent = { name: string; args: Record<string, unknown> };
let sent: Sent[];
/**
 * The backend: the site settings (`read`), and the database function a message goes to, which
 * answers `send` (accepted by default).
 */
function serve({
  read = () => ({ data: settings }),
  send = () => Promise.resolve({}),
}: {
  read?: () => QueryResult | Promise<QueryResult>;
  send?: () => Promise<QueryResult>;
} = {}) {
  sent = [];
  const rpc = async (name: string, args: Record<string, unknown>) => {
    sent.push({ name, args });
    return { data: null, error: null, ...(await send()) };
  };
  setSupabaseForTests(
    fakeSupabase((call) => (call.table === 'site_settings' ? read() : { data: [] }), { rpc })
      .client,
  );
}

const valid = {
  'Nom complet': 'Awa Diarra',
  Téléphone: '+223 70 11 22 33',
  'Adresse e-mail': 'awa@example.com',
  Sujet: 'Inscription en 6e',
  Message: 'Bonjour, je souhaite inscrire ma fille en sixième.',
};

/** A field by the start of its label (the label also holds the required mark). */
const labelled = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

async function fill(user: UserEvent, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(labelled(label));
    await user.clear(field);
    await user.type(field, value);
  }
}

beforeEach(() => serve());
afterEach(() => setSupabaseForTests(null));

describe('ContactPage', () => {
  it('has the hero, five required fields, a +223 placeholder and a six-row message box', async () => {
    await render(<ContactPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Contactez-nous');
    expect(screen.getByLabelText(labelled('Téléphone'))).toHaveAttribute(
      'placeholder',
      '+223 XX XX XX XX',
    );
    expect(screen.getByLabelText(labelled('Message'))).toHaveAttribute('rows', '6');
    expect(document.title).toBe('Contact | Complexe Scolaire Islamique de Bamako');
  });

  it('a link may name the subject (the accessibility statement’s report link)', async () => {
    await render(<ContactPage />, { path: '/contact?subject=Accessibilit%C3%A9%20du%20site' });
    expect(screen.getByLabelText(/^Sujet/)).toHaveValue('Accessibilité du site');
  });

  it('shows every validation message of the seed', async () => {
    const { user } = await render(<ContactPage />);
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    for (const text of [
      'Le nom doit contenir au moins 2 caractères',
      'Adresse email invalide',
      'Numéro de téléphone invalide',
      'Le sujet doit contenir au moins 5 caractères',
      'Le message doit contenir au moins 20 caractères',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    await fill(user, {
      'Nom complet': 'A',
      Téléphone: '1234567',
      'Adresse e-mail': 'awa@',
      Sujet: 'Abcd',
      Message: 'Trop court',
    });
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(
      await screen.findByText('Le nom doit contenir au moins 2 caractères'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(labelled('Nom complet'))).toHaveAttribute('aria-invalid', 'true');
    await fill(user, {
      'Nom complet': 'Aw',
      Téléphone: '12345678',
      'Adresse e-mail': 'awa@example.com',
      Sujet: 'Abcde',
      Message: '12345678901234567890',
    });
    await waitFor(() =>
      expect(screen.queryByText('Le nom doit contenir au moins 2 caractères')).toBeNull(),
    );
    expect(screen.queryByText('Adresse email invalide')).toBeNull();
  });

  it('adopts the inputs drawn before its code arrived: same elements, typed values kept', async () => {
    const { user } = await render(<ContactPage />);
    const name = screen.getByLabelText(labelled('Nom complet'));
    const phone = screen.getByLabelText(labelled('Téléphone'));
    // Typed and sent at once: the rules load on the first reach and check what is there.
    // fireEvent, not userEvent: the values must be in the fields before the form's code starts
    // loading, which userEvent's focus on the field would set off first.
    fireEvent.change(name, { target: { value: 'A' } });
    fireEvent.change(phone, { target: { value: '+223 70 11 22 33' } });
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(
      await screen.findByText('Le nom doit contenir au moins 2 caractères'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Numéro de téléphone invalide')).toBeNull();
    expect(screen.getByLabelText(labelled('Nom complet'))).toBe(name);
    expect(name).toHaveValue('A');
    expect(phone).toHaveValue('+223 70 11 22 33');
    expect(name).toHaveFocus();
  });

  it('stores the message, says so and resets the form; shows Sending... meanwhile', async () => {
    let finish: () => void = () => undefined;
    serve({ send: () => new Promise((resolve) => (finish = () => resolve({}))) });
    const { user } = await render(<ContactPage />);
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByRole('button', { name: 'Envoi en cours...' })).toBeDisabled();
    expect(sent).toEqual([
      {
        name: 'send_contact_message',
        args: {
          name: 'Awa Diarra',
          phone: '+223 70 11 22 33',
          email: 'awa@example.com',
          subject: 'Inscription en 6e',
          message: valid.Message,
          website: '',
        },
      },
    ]);
    finish();
    expect(await screen.findByText('Message envoyé !')).toBeInTheDocument();
    expect(
      screen.getByText('Nous vous répondrons dans les plus brefs délais.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(labelled('Nom complet'))).toHaveValue(''));
    expect(screen.getByLabelText(labelled('Message'))).toHaveValue('');
  });

  it('keeps everything typed and says so when storing fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // What supabase-js answers when the request got no answer.
    serve({ send: () => Promise.resolve({ error: { message: 'TypeError: Failed to fetch' } }) });
    const { user } = await render(<ContactPage />);
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByText("Le message n'a pas pu être envoyé")).toBeInTheDocument();
    for (const [label, value] of Object.entries(valid)) {
      expect(screen.getByLabelText(labelled(label))).toHaveValue(value);
    }
    expect(screen.getByRole('button', { name: 'Envoyer le message' })).toBeEnabled();
    log.mockRestore();
  });

  it('says "try again in a moment" in each language when the limits refuse, keeping every value', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve({
      send: () =>
        Promise.resolve({ error: { code: 'rate_limited', message: 'Too many requests' } }),
    });
    for (const [locale, title, send] of [
      ['fr', 'Trop de messages en peu de temps', 'Envoyer le message'],
      ['en', 'Too many messages in a short time', 'Send message'],
      ['ar', 'رسائل كثيرة في وقت قصير', 'إرسال الرسالة'],
    ] as const) {
      const view = await render(<ContactPage />, { locale });
      const { user } = view;
      const form = (await screen.findByRole('button', { name: send })).closest('form')!;
      const fields = within(form).getAllByRole('textbox');
      // Within each field's length limit, which a visitor's typing cannot pass.
      const typed = fields.map((field, i) =>
        `Texte assez long numéro ${i} pour passer`.slice(
          0,
          (field as HTMLInputElement).maxLength > 0
            ? (field as HTMLInputElement).maxLength
            : undefined,
        ),
      );
      // Pasted, not typed key by key: three languages of five fields each, and what is checked
      // is what the refusal says and keeps (typing one by one is the other tests').
      for (const [i, field] of fields.entries()) {
        await user.clear(field);
        await user.click(field);
        await user.paste(i === 2 ? 'awa@example.com' : typed[i]!);
      }
      await user.click(screen.getByRole('button', { name: send }));
      expect(await screen.findByText(title)).toBeInTheDocument();
      // Not the connection message: the visitor is told to wait, not to check the network.
      expect(screen.queryByText("Le message n'a pas pu être envoyé")).toBeNull();
      fields.forEach((field, i) =>
        expect(field).toHaveValue(i === 2 ? 'awa@example.com' : typed[i]),
      );
      view.unmount();
    }
    log.mockRestore();
  });

  it('has a honeypot people never meet; what a robot puts there is sent for the database to drop', async () => {
    const { user } = await render(<ContactPage />);
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    // Not among the form's accessible fields.
    expect(screen.queryByRole('textbox', { name: /vide/ })).toBeNull();
    await fill(user, valid);
    await user.clear(trap);
    await user.type(trap, 'http://spam.example');
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    // Accepted like any message: a robot learns nothing.
    expect(await screen.findByText('Message envoyé !')).toBeInTheDocument();
    expect(sent[0]?.args.website).toBe('http://spam.example');
  });

  it('reads phone, WhatsApp, e-mail, address and hours from the site settings', async () => {
    await render(<ContactPage />);
    const info = document.querySelector('[data-section="contact-info"]') as HTMLElement;
    expect(
      await within(info).findByRole('link', { name: 'Appeler +223 20 22 45 67' }),
    ).toHaveAttribute('href', 'tel:+22320224567');
    expect(within(info).getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/22376224567',
    );
    expect(within(info).getByRole('link', { name: 'contact@ecole.example' })).toHaveAttribute(
      'href',
      'mailto:contact@ecole.example',
    );
    expect(info).toHaveTextContent('Daoudabougou, Bamako, Mali');
    expect(within(info).getByText('Samedi : 8:00 – 13:00')).toBeInTheDocument();
    const location = screen.getByRole('region', { name: 'Nous trouver' });
    expect(within(location).getByRole('link', { name: /OpenStreetMap/ })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/search?query=Daoudabougou%2C%20Bamako%2C%20Mali',
    );
  });

  it('translates the validation messages', async () => {
    const { user } = await render(<ContactPage />, { locale: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Invalid phone number')).toBeInTheDocument();
    expect(screen.getByText('The message must be at least 20 characters long')).toBeInTheDocument();
  });

  it.each([
    [
      'ar',
      'داودابوغو، باماكو، مالي',
      ['الاثنين – الخميس: 07:30 – 16:30', 'الجمعة: 07:30 – 12:00', 'السبت: 08:00 – 13:00'],
    ],
    [
      'en',
      'Daoudabougou, Bamako, Mali',
      ['Monday – Thursday: 07:30 – 16:30', 'Friday: 07:30 – 12:00', 'Saturday: 08:00 – 13:00'],
    ],
  ] as const)(
    'shows the address and the stored hours in %s, one format',
    async (locale, address, hours) => {
      await render(<ContactPage />, { locale });
      const info = document.querySelector('[data-section="contact-info"]') as HTMLElement;
      expect(await within(info).findByText(address)).not.toHaveAttribute('lang');
      for (const line of hours) expect(within(info).getByText(line)).toBeInTheDocument();
    },
  );

  it('says the spec’s hours when the stored ones cannot be read, and waits while they load', async () => {
    serve({ read: () => ({ data: [] }) });
    const first = await render(<ContactPage />);
    expect(await screen.findByText('Lundi – jeudi : 7:30 – 16:30')).toBeInTheDocument();
    first.unmount();
    serve({ read: pending });
    await render(<ContactPage />);
    const info = document.querySelector('[data-section="contact-info"]') as HTMLElement;
    expect(info).toBeInTheDocument();
    expect(screen.queryByText('Lundi – jeudi : 7:30 – 16:30')).toBeNull();
  });
});

// The contact page and the footer now share one sanitizer for settings
// that become links; hostile settings are shown as text at most.
describe('ContactPage with hostile settings', () => {
  it.each(['javascript:alert(1)', 'data:text/html,x', '//evil.example', 'https:\\\\evil.example'])(
    'links none of whatsapp_url %j, an unsafe e-mail or a phone without digits',
    async (hostile) => {
      const values: Record<string, Json> = {
        whatsapp_url: hostile,
        contact_email: 'victim@x.yz?cc=attacker@evil.example',
        contact_phone: 'javascript:alert(1)',
      };
      const hostileRows = settings.map((row) => setting(row.key, values[row.key] ?? row.value));
      serve({ read: () => ({ data: hostileRows }) });
      await render(<ContactPage />);
      expect(await screen.findByText('victim@x.yz?cc=attacker@evil.example')).toBeInTheDocument();
      for (const link of document.querySelectorAll('a[href]')) {
        const href = link.getAttribute('href')!;
        expect(new URL(href, window.location.href).protocol).toMatch(/^https?:$/);
        expect(href).not.toContain('evil.example');
      }
    },
  );
});
