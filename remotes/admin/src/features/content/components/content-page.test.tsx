import { setSupabaseForTests } from '@school/shared';
import type { ContentItem } from '@school/shared/data/admin';
import { screen, waitFor, within } from '@testing-library/react';
import {
  argOf,
  contentItem,
  fakeSupabase,
  fill,
  render,
  type QueryCall,
  type QueryHandler,
  type UserEvent,
} from '@school/shared/testing';
import ContentPage from './content-page';

/** A draft unless told: the back office lists drafts beside what is published. */
const draft = (overrides: Partial<ContentItem>) =>
  contentItem({ status: 'draft', published_at: null, ...overrides });

let calls: QueryCall[];
function serve(rows: ContentItem[], onWrite: QueryHandler = () => ({ data: rows[0] ?? null })) {
  const fake = fakeSupabase((call) =>
    call.op === 'select' && !call.calls.some(([m]) => m === 'single')
      ? { data: rows }
      : onWrite(call),
  );
  calls = fake.log;
  setSupabaseForTests(fake.client);
}

async function openCreateDialog(user: UserEvent) {
  await user.click(screen.getAllByRole('button', { name: 'Ajouter un contenu' })[0]!);
  return screen.findByRole('dialog', { name: 'Ajouter un contenu' });
}

describe('content screen', () => {
  it("says 'No content found' (French: Aucun contenu…) when there is none", async () => {
    serve([]);
    await render(<ContentPage />);
    expect(
      await screen.findByText('Aucun contenu. Créez votre premier article !'),
    ).toBeInTheDocument();
  });

  it('lists items with type, status (scheduled included) and filters them', async () => {
    serve([
      contentItem({
        title: 'Kermesse',
        slug: 'kermesse',
        status: 'published',
        published_at: '2999-01-01T00:00:00Z',
      }),
      contentItem({
        title: 'Rentrée',
        slug: 'rentree',
        status: 'published',
        published_at: '2025-05-01T10:00:00Z',
        excerpt: 'Le 1er octobre',
      }),
      draft({ title: 'Pédagogie', slug: 'pedagogie', type: 'blog', category: 'pedagogy' }),
    ]);
    const { user } = await render(<ContentPage />);
    const table = await screen.findByRole('table', { name: 'Liste des contenus' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) => within(row).getAllByRole('cell')[0]!.querySelector('strong')?.textContent),
    ).toEqual(['Kermesse', 'Rentrée', 'Pédagogie']);
    expect(within(rows[0]!).getByText('Programmé')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Publié')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Brouillon')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Pédagogie', { selector: 'td' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Statut'), 'scheduled');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    await user.selectOptions(screen.getByLabelText('Statut'), 'all');
    await user.type(screen.getByLabelText('Rechercher'), 'octobre');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('Rentrée')).toBeInTheDocument();
  });

  it('requires a title and a body, with localized messages and nothing sent', async () => {
    serve([]);
    const { user } = await render(<ContentPage />);
    const dialog = await openCreateDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Le titre est requis')).toBeInTheDocument();
    expect(within(dialog).getByText('Le contenu est requis')).toBeInTheDocument();
    expect(calls.some((call) => call.op === 'insert')).toBe(false);
  });

  it('creates a blog draft by default and says so', async () => {
    serve([]);
    const { user } = await render(<ContentPage />);
    const dialog = await openCreateDialog(user);
    expect(within(dialog).getByLabelText('Type')).toHaveValue('blog');
    expect(within(dialog).getByLabelText('Statut')).toHaveValue('draft');
    const body = within(dialog).getByRole('textbox', { name: /^Contenu/ });
    expect(within(dialog).getByRole('textbox', { name: /^Extrait/ })).toHaveAttribute('rows', '2');
    expect(body).toHaveAttribute('rows', '8');
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: /^Titre/ }),
      'Journée portes ouvertes',
    );
    expect(within(dialog).getByRole('textbox', { name: /^Adresse/ })).toHaveAttribute(
      'placeholder',
      'journee-portes-ouvertes',
    );
    await fill(user, body, 'Venez **nombreux**.');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Contenu créé avec succès')).toBeInTheDocument();
    const insert = calls.find((call) => call.op === 'insert');
    expect(argOf(insert, 'insert')).toMatchObject({
      title: 'Journée portes ouvertes',
      type: 'blog',
      status: 'draft',
      published_at: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('writes the Arabic version side by side, "not translated yet" until started', async () => {
    serve([]);
    const { user } = await render(<ContentPage />);
    const dialog = await openCreateDialog(user);
    const languages = within(dialog).getByRole('tablist', { name: 'Langues du contenu' });
    const arabic = within(languages).getByRole('tab', { name: /العربية/ });
    expect(arabic).toHaveTextContent('pas encore traduit');
    await user.type(within(dialog).getByRole('textbox', { name: /^Titre/ }), 'Kermesse');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Contenu/ }), 'Samedi au campus');
    await user.click(arabic);
    expect(
      within(within(dialog).getByRole('tabpanel', { name: /العربية/ })).getByText(
        /Publier ne demande que le français/,
      ),
    ).toBeVisible();
    const arabicTitle = within(dialog).getByRole('textbox', { name: /^Titre/ });
    const arabicBody = within(dialog).getByRole('textbox', { name: /^Contenu/ });
    expect(arabicTitle).toHaveAttribute('dir', 'rtl');
    expect(arabicTitle).toHaveAttribute('lang', 'ar');
    await fill(user, arabicTitle, 'الحفل المدرسي');
    expect(arabic).toHaveTextContent('traduit');
    // A started version needs its body: the save is refused on that tab, nothing is sent.
    const save = within(dialog).getByRole('button', { name: 'Enregistrer' });
    await user.click(within(languages).getByRole('tab', { name: /Français/ }));
    await user.click(save);
    expect(
      await within(dialog).findByText(
        'Le contenu de cette version est requis (ou videz tous ses champs)',
      ),
    ).toBeInTheDocument();
    expect(arabic).toHaveAttribute('aria-selected', 'true');
    expect(calls.some((call) => call.op === 'insert')).toBe(false);
    expect(within(dialog).getByRole('textbox', { name: /^Contenu/ })).toBe(arabicBody);
    await fill(user, arabicBody, 'يوم السبت في الحرم المدرسي');
    await user.click(save);
    expect(await screen.findByText('Contenu créé avec succès')).toBeInTheDocument();
    expect(
      argOf(
        calls.find((call) => call.op === 'insert'),
        'insert',
      ),
    ).toMatchObject({
      title: 'Kermesse',
      title_ar: 'الحفل المدرسي',
      content_ar: 'يوم السبت في الحرم المدرسي',
      slug_ar: null,
      title_en: null,
      content_en: null,
    });
  });

  it('requires an alternative text for the image in every version that exists', async () => {
    serve([draft({ title: 'Rentrée', featured_image: 'seed/rentree.png', image_alt: 'La cour' })]);
    const { user } = await render(<ContentPage />);
    await user.click(await screen.findByRole('button', { name: 'Modifier « Rentrée »' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: /^Texte alternatif/ })).toHaveValue(
      'La cour',
    );
    await user.click(within(dialog).getByRole('tab', { name: /English/ }));
    await fill(user, within(dialog).getByRole('textbox', { name: /^Titre/ }), 'Back to school');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Contenu/ }), 'Classes resume.');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(
      await within(dialog).findByText(
        'Décrivez l’image : le texte alternatif est requis avec une image',
      ),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.op === 'update')).toBe(false);
  });

  it('keeps the dialog open with everything typed when the save fails', async () => {
    // What supabase-js returns when the request never got an answer.
    serve([], () => ({ error: { message: 'TypeError: Failed to fetch' } }));
    const { user } = await render(<ContentPage />);
    const dialog = await openCreateDialog(user);
    const title = within(dialog).getByRole('textbox', { name: /^Titre/ });
    const body = within(dialog).getByRole('textbox', { name: /^Contenu/ });
    await user.type(title, 'Kermesse');
    await fill(user, body, 'Samedi au campus');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Échec de l’enregistrement du contenu')).toBeInTheDocument();
    expect(
      screen.getByText('Le serveur est injoignable. Vérifiez votre connexion puis réessayez.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Ajouter un contenu' })).toBe(dialog);
    expect(title).toBeInTheDocument();
    expect(title).toHaveValue('Kermesse');
    expect(body).toHaveValue('Samedi au campus');
  });

  it('says clearly when the slug is already taken', async () => {
    serve([], () => ({
      error: {
        code: '23505',
        message: 'duplicate key value violates unique constraint "content_management_slug_key"',
      },
    }));
    const { user } = await render(<ContentPage />);
    const dialog = await openCreateDialog(user);
    const slug = within(dialog).getByRole('textbox', { name: /^Adresse/ });
    await fill(user, within(dialog).getByRole('textbox', { name: /^Titre/ }), 'Kermesse');
    await user.type(slug, 'kermesse');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Contenu/ }), 'Texte');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    const messages = await within(dialog).findAllByText(/déjà utilisée par un autre contenu/);
    expect(messages.length).toBeGreaterThan(0);
    expect(slug).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks before closing a dialog with unsaved changes', async () => {
    serve([]);
    const { user } = await render(<ContentPage />);
    const dialog = await openCreateDialog(user);
    const title = within(dialog).getByRole('textbox', { name: /^Titre/ });
    await user.type(title, 'Brouillon');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    const question = await screen.findByRole('alertdialog', {
      name: 'Modifications non enregistrées',
    });
    await user.click(within(question).getByRole('button', { name: 'Continuer l’édition' }));
    expect(screen.getByRole('dialog', { name: 'Ajouter un contenu' })).toBe(dialog);
    expect(title).toBeInTheDocument();
    expect(title).toHaveValue('Brouillon');
  });

  it('rejects an image that is not png, jpeg, gif or webp', async () => {
    serve([]);
    // The picker offers only the accepted types; the person switches it to every file.
    const { user } = await render(<ContentPage />, { user: { applyAccept: false } });
    const dialog = await openCreateDialog(user);
    const input = within(dialog).getByLabelText('Image à la une');
    await user.upload(input, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await within(dialog).findByText(/Format d’image non accepté/)).toBeInTheDocument();
  });

  it('edits an item in the same dialog and updates it', async () => {
    serve([draft({ id: 'id', title: 'Rentrée', slug: 'rentree', content: 'Texte' })]);
    const { user } = await render(<ContentPage />);
    await user.click(await screen.findByRole('button', { name: 'Modifier « Rentrée »' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier le contenu' });
    expect(within(dialog).getByRole('textbox', { name: /^Titre/ })).toHaveValue('Rentrée');
    await user.selectOptions(within(dialog).getByLabelText('Statut'), 'published');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Contenu mis à jour avec succès')).toBeInTheDocument();
    const update = calls.find((call) => call.op === 'update');
    expect(argOf(update, 'update')).toMatchObject({ status: 'published', slug: 'rentree' });
    expect(argOf(update, 'eq')).toBe('id');
  });

  it('sends a published news item to the subscribers when asked, once', async () => {
    const item = draft({
      id: 'n1',
      type: 'news',
      title: 'Fermeture',
      slug: 'fermeture',
      content: 'Texte',
    });
    const sent: unknown[] = [];
    let answer: { data: unknown; error: unknown } = { data: 5, error: null };
    const fake = fakeSupabase(
      (call) =>
        call.op === 'select' && !call.calls.some(([m]) => m === 'single')
          ? { data: [item] }
          : { data: { ...item, status: 'published' } },
      {
        rpc: (name: string, args: unknown) => {
          if (name === 'send_newsletter') {
            sent.push(args);
            return Promise.resolve(answer);
          }
          return Promise.resolve({ data: 'admin', error: null });
        },
      },
    );
    setSupabaseForTests(fake.client);
    const { user } = await render(<ContentPage />);
    const edit = async () => {
      await user.click(await screen.findByRole('button', { name: 'Modifier « Fermeture »' }));
      return screen.findByRole('dialog', { name: 'Modifier le contenu' });
    };
    let dialog = await edit();
    const box = () => within(dialog).queryByRole('checkbox', { name: /^Envoyer aux abonnés/ });
    // A draft is not sent: the box appears once the item is published.
    expect(box()).toBeNull();
    await user.selectOptions(within(dialog).getByLabelText('Statut'), 'published');
    expect(box()).not.toBeChecked();
    await user.click(box()!);
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Envoi à 5 abonnés lancé')).toBeInTheDocument();
    expect(sent).toEqual([{ content_id: 'n1' }]);

    // Asked again: the database refuses a second sending, and the screen says why.
    answer = { data: null, error: { code: '23505', message: 'this news item was already sent' } };
    dialog = await edit();
    await user.selectOptions(within(dialog).getByLabelText('Statut'), 'published');
    await user.click(box()!);
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText(
        'Cette actualité a déjà été envoyée aux abonnés : rien n’est renvoyé.',
      ),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(2);
  });

  it('asks before deleting, then deletes, or says it failed', async () => {
    serve([draft({ title: 'Rentrée' })], (call) =>
      call.op === 'delete' ? { error: { message: 'denied' } } : {},
    );
    const { user } = await render(<ContentPage />);
    await user.click(await screen.findByRole('button', { name: 'Supprimer « Rentrée »' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Voulez-vous vraiment supprimer ce contenu ?');
    await user.click(within(question).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Échec de la suppression du contenu')).toBeInTheDocument();
  });

  it("toasts 'Failed to load content' (French) once per failure when the list cannot load", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setSupabaseForTests(fakeSupabase(() => ({ error: { message: 'offline' } })).client);
    const { user } = await render(<ContentPage />);
    expect(await screen.findAllByText('Échec du chargement des contenus')).not.toHaveLength(0);
    const toasts = within(screen.getByRole('list', { name: 'Notifications' }));
    expect(toasts.getAllByText('Échec du chargement des contenus')).toHaveLength(1);
    expect(toasts.getByText('offline')).toBeInTheDocument();
    // Trying again and failing again is a second failure: a second toast, not one per render.
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() =>
      expect(toasts.getAllByText('Échec du chargement des contenus')).toHaveLength(2),
    );
    error.mockRestore();
  });

  it('links a published item to the site and a draft or scheduled one to its staff preview', async () => {
    serve([
      contentItem({
        title: 'Rentrée',
        slug: 'rentree',
        status: 'published',
        published_at: '2025-05-01T10:00:00Z',
      }),
      contentItem({
        title: 'Kermesse',
        slug: 'kermesse',
        status: 'published',
        published_at: '2999-01-01T00:00:00Z',
      }),
      draft({ title: 'Valeurs', slug: 'valeurs', type: 'blog' }),
    ]);
    await render(<ContentPage />, {
      path: '/en/admin/content',
      locale: 'en',
    });
    await screen.findByRole('table');
    const live = screen.getByRole('link', { name: 'View on the site: “Rentrée” (new tab)' });
    expect(live).toHaveAttribute('href', '/en/news/rentree');
    expect(live).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /“Kermesse”/ })).toHaveAttribute(
      'href',
      '/en/news/kermesse?draft',
    );
    expect(screen.getByRole('link', { name: /“Valeurs”/ })).toHaveAttribute(
      'href',
      '/en/blog/valeurs?draft',
    );
  });

  it('on a phone: cards with their actions labelled, no table', async () => {
    const matchMedia = vi.fn((query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    vi.stubGlobal('matchMedia', matchMedia);
    serve([
      contentItem({
        title: 'Rentrée',
        slug: 'rentree',
        status: 'published',
        published_at: '2025-05-01T10:00:00Z',
      }),
    ]);
    const { user } = await render(<ContentPage />);
    const list = await screen.findByRole('list', { name: 'Liste des contenus' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(list).getByRole('article');
    expect(within(card).getByRole('heading', { name: 'Rentrée' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Modifier « Rentrée »' })).toHaveTextContent(
      'Modifier',
    );
    expect(within(card).getByRole('button', { name: 'Supprimer « Rentrée »' })).toHaveTextContent(
      'Supprimer',
    );
    expect(within(card).getByRole('link', { name: /sur le site/ })).toHaveTextContent(
      'Voir sur le site',
    );
    await user.click(within(card).getByRole('button', { name: 'Modifier « Rentrée »' }));
    expect(await screen.findByRole('dialog', { name: 'Modifier le contenu' })).toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});
