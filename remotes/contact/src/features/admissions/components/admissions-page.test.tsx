import { setSupabaseForTests } from '@school/shared';
import { fakeSupabase, render, setting, type UserEvent } from '@school/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import AdmissionsPage from './admissions-page';

type Rpc = { name: string; args: Record<string, unknown> };
let sent: Rpc[];
/**
 * The backend: the settings the page shows, and the database function a pre-registration goes
 * to, answering `answer` (a reference by default).
 */
function serve(answer: () => { data?: unknown; error?: unknown } = () => ({ data: 'INS-7K3M9Q' })) {
  sent = [];
  const rows = [
    setting(
      'admissions_documents',
      { fr: "Acte de naissance\nDeux photos d'identité", en: 'Birth certificate\nTwo photos' },
      { kind: 'localized_text' },
    ),
    setting('admissions_calendar', { fr: 'Rentrée : début octobre' }, { kind: 'localized_text' }),
  ];
  const rpc = (name: string, args: Record<string, unknown>) => {
    sent.push({ name, args });
    return Promise.resolve({ data: null, error: null, ...answer() });
  };
  setSupabaseForTests(
    fakeSupabase((call) => ({ data: call.table === 'site_settings' ? rows : [] }), { rpc }).client,
  );
}

const start =
  new Date().getMonth() + 1 >= 7 ? new Date().getFullYear() : new Date().getFullYear() - 1;

beforeEach(() => serve());
afterEach(() => setSupabaseForTests(null));

const labelled = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
const fill = async (user: UserEvent, values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(labelled(label));
    if (field instanceof HTMLSelectElement) {
      await user.selectOptions(field, value);
    } else {
      await user.clear(field);
      await user.type(field, value);
    }
  }
};

describe('AdmissionsPage', () => {
  it('shows the four levels with their ages and anchors, and the documents and calendar from the settings', async () => {
    await render(<AdmissionsPage />, { path: '/inscription' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Inscrire votre enfant');
    expect(await screen.findByText("Deux photos d'identité")).toBeInTheDocument();
    for (const [anchor, name, ages] of [
      ['maternelle', 'Maternelle', '3 à 5 ans'],
      ['primaire', 'Primaire', '6 à 11 ans'],
      ['college', 'Collège', '12 à 15 ans'],
      ['lycee', 'Lycée', '16 à 18 ans'],
    ] as const) {
      const card = document.getElementById(anchor)!;
      expect(card).toHaveTextContent(name);
      expect(card).toHaveTextContent(ages);
    }
    expect(screen.getByRole('heading', { name: 'Pièces à fournir' })).toBeInTheDocument();
    expect(screen.getByText("Deux photos d'identité")).toBeInTheDocument();
    expect(screen.getByText('Rentrée : début octobre')).toBeInTheDocument();
  });

  // The form's messages in each language: every required field, then the level against the age.
  it.each([
    {
      locale: 'fr',
      send: 'Envoyer la pré-inscription',
      labels: ['Nom du parent', 'Téléphone', "Nom de l'enfant", 'Date de naissance', 'Niveau'],
      required: [
        'Le nom doit contenir au moins 2 caractères',
        'Numéro de téléphone invalide (exemple : +223 76 00 00 00)',
        "Le nom de l'enfant doit contenir au moins 2 caractères",
        'Indiquez une date de naissance valide',
        'Choisissez le niveau souhaité',
      ],
      levelAge:
        /^Primaire accueille les enfants de 6 à 11 ans : votre enfant aura 4 ans le 1 octobre \d{4}$/,
    },
    {
      locale: 'en',
      send: 'Send the pre-registration',
      labels: ["Parent or guardian's name", 'Phone', "Child's name", 'Date of birth', 'Level'],
      required: [
        'The name must be at least 2 characters long',
        'Invalid phone number (example: +223 76 00 00 00)',
        "The child's name must be at least 2 characters long",
        'Enter a valid date of birth',
        'Choose the level you wish',
      ],
      levelAge:
        /^Primary school takes children aged 6 to 11: your child will be 4 on October 1, \d{4}$/,
    },
    {
      locale: 'ar',
      send: 'إرسال التسجيل المسبق',
      labels: ['اسم الولي', 'الهاتف', 'اسم الطفل', 'تاريخ الميلاد', 'المرحلة'],
      required: [
        'يجب أن يحتوي الاسم على حرفين على الأقل',
        'رقم هاتف غير صالح (مثال: ‎+223 76 00 00 00)',
        'يجب أن يحتوي اسم الطفل على حرفين على الأقل',
        'أدخل تاريخ ميلاد صحيحًا',
        'اختر المرحلة المطلوبة',
      ],
      levelAge: /^الابتدائي تستقبل الأطفال من 6 إلى 11 سنة: سيكون عمر طفلك 4 سنوات في/,
    },
  ] as const)(
    'says what is wrong in $locale',
    async ({ locale, send, labels, required, levelAge }) => {
      const view = await render(<AdmissionsPage />, {
        locale,
        path: locale === 'fr' ? '/inscription' : `/${locale}/inscription`,
      });
      const { user } = view;
      await user.click(await screen.findByRole('button', { name: send }));
      for (const text of required) expect(await screen.findByText(text)).toBeInTheDocument();
      // The e-mail is optional: nothing said about it while empty.
      expect(
        screen.getAllByRole('textbox').filter((box) => box.getAttribute('aria-invalid')),
      ).not.toContainEqual(screen.getByLabelText(/mail|البريد/));
      await fill(user, {
        [labels[0]]: 'Awa Traoré',
        [labels[1]]: '+223 76 00 00 00',
        [labels[2]]: 'Moussa',
        [labels[3]]: `${start - 4}-03-15`,
        [labels[4]]: 'primary',
      });
      await user.click(screen.getByRole('button', { name: send }));
      expect(await screen.findByText(levelAge)).toBeInTheDocument();
      view.unmount();
    },
  );

  it("says « de » before the child's name as French does: « la pré-inscription d'Enfant »", async () => {
    const { user } = await render(<AdmissionsPage />, { path: '/inscription' });
    await fill(user, {
      'Nom du parent': 'Awa Traoré',
      Téléphone: '76 00 00 00',
      "Nom de l'enfant": 'Enfant',
      'Date de naissance': `${start - 7}-03-15`,
      Niveau: 'primary',
    });
    await user.click(screen.getByRole('button', { name: 'Envoyer la pré-inscription' }));
    expect(await screen.findByRole('status')).toHaveTextContent('INS-7K3M9Q');
    expect(
      screen.getByText(
        "Merci ! Le secrétariat vous appelle dans les prochains jours pour la pré-inscription d'Enfant. Gardez ce numéro : il vous sera demandé.",
      ),
    ).toBeInTheDocument();
  });

  it('sends a fitting pre-registration and shows its reference', async () => {
    const { user } = await render(<AdmissionsPage />, { path: '/inscription' });
    await fill(user, {
      'Nom du parent': 'Awa Traoré',
      Téléphone: '76 00 00 00',
      'Adresse e-mail': 'awa@example.com',
      "Nom de l'enfant": 'Moussa Diarra',
      'Date de naissance': `${start - 7}-03-15`,
      Niveau: 'primary',
    });
    await user.click(screen.getByRole('button', { name: 'Envoyer la pré-inscription' }));
    expect(await screen.findByRole('status')).toHaveTextContent('INS-7K3M9Q');
    expect(
      screen.getByRole('heading', { name: 'Pré-inscription enregistrée' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/pour la pré-inscription de Moussa Diarra\./)).toBeInTheDocument();
    // The e-mail the database queues for the parent is announced with the address.
    expect(screen.getByRole('status')).toHaveTextContent(
      'Un e-mail de confirmation avec ce numéro est envoyé à awa@example.com.',
    );
    expect(sent).toEqual([
      {
        name: 'submit_admission_request',
        args: {
          locale: 'fr',
          parent_name: 'Awa Traoré',
          phone: '76 00 00 00',
          email: 'awa@example.com',
          child_name: 'Moussa Diarra',
          child_birth_date: `${start - 7}-03-15`,
          level: 'primary',
          school_year: `${start}-${start + 1}`,
          message: '',
          website: '',
        },
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Pré-inscrire un autre enfant' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Envoyer la pré-inscription' })).toBeEnabled(),
    );
  });

  it('promises no e-mail when none was given', async () => {
    const { user } = await render(<AdmissionsPage />, { path: '/inscription' });
    await fill(user, {
      'Nom du parent': 'Awa Traoré',
      Téléphone: '76 00 00 00',
      "Nom de l'enfant": 'Moussa Diarra',
      'Date de naissance': `${start - 7}-03-15`,
      Niveau: 'primary',
    });
    await user.click(screen.getByRole('button', { name: 'Envoyer la pré-inscription' }));
    expect(await screen.findByRole('status')).toHaveTextContent('INS-7K3M9Q');
    expect(screen.getByRole('status')).not.toHaveTextContent(/e-mail/i);
  });

  it('keeps the answers and says "try again in a moment" when the limits refuse', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // As the database function refuses past its limits.
    serve(() => ({ error: { code: 'rate_limited', message: 'Too many requests' } }));
    const { user } = await render(<AdmissionsPage />, { path: '/inscription' });
    await fill(user, {
      'Nom du parent': 'Awa Traoré',
      Téléphone: '76 00 00 00',
      "Nom de l'enfant": 'Moussa Diarra',
      'Date de naissance': `${start - 4}-03-15`,
      Niveau: 'preschool',
    });
    await user.click(screen.getByRole('button', { name: 'Envoyer la pré-inscription' }));
    expect(await screen.findByText('Trop de pré-inscriptions en peu de temps')).toBeInTheDocument();
    expect(screen.getByLabelText(labelled("Nom de l'enfant"))).toHaveValue('Moussa Diarra');
    log.mockRestore();
  });
});
