import { setSupabaseForTests } from '@school/shared';
import type { ContentItem } from '@school/shared/data/admin';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { argOf, fakeSupabase, type QueryCall, type QueryHandler } from '@school/shared/testing';
import { renderAdmin } from '../../../testing/test-render';
import ContentPage from './content-page';

function item(partial: Partial<ContentItem>): ContentItem {
  return {
    id: partial.title ?? 'id',
    title: 'Titre',
    slug: 'titre',
    content: 'Corps',
    excerpt: null,
    type: 'news',
    status: 'draft',
    category: null,
    featured_image: null,
    image_alt: null,
    title_ar: null,
    title_en: null,
    excerpt_ar: null,
    excerpt_en: null,
    content_ar: null,
    content_en: null,
    slug_ar: null,
    slug_en: null,
    image_alt_ar: null,
    image_alt_en: null,
    path_slug_ar: partial.slug ?? 'x',
    path_slug_en: partial.slug ?? 'x',
    author_id: null,
    published_at: null,
    created_at: '2025-05-01T10:00:00Z',
    updated_at: '2025-05-01T10:00:00Z',
    ...partial,
  };
}

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

async function openCreateDialog() {
  fireEvent.click(screen.getAllByRole('button', { name: 'Ajouter un contenu' })[0]!);
  return screen.findByRole('dialog', { name: 'Ajouter un contenu' });
}

describe('content screen', () => {
  it("says 'No content found' (French: Aucun contenu…) when there is none", async () => {
    serve([]);
    await renderAdmin(<ContentPage />);
    expect(
      await screen.findByText('Aucun contenu. Créez votre premier article !'),
    ).toBeInTheDocument();
  });

  it('lists items with type, status (scheduled included) and filters them', async () => {
    serve([
      item({ title: 'Kermesse', status: 'published', published_at: '2999-01-01T00:00:00Z' }),
      item({
        title: 'Rentrée',
        status: 'published',
        published_at: '2025-05-01T10:00:00Z',
        excerpt: 'Le 1er octobre',
      }),
      item({ title: 'Pédagogie', type: 'blog', category: 'pedagogy' }),
    ]);
    await renderAdmin(<ContentPage />);
    const table = await screen.findByRole('table', { name: 'Liste des contenus' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) => within(row).getAllByRole('cell')[0]!.querySelector('strong')?.textContent),
    ).toEqual(['Kermesse', 'Rentrée', 'Pédagogie']);
    expect(within(rows[0]!).getByText('Programmé')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Publié')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Brouillon')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Pédagogie', { selector: 'td' })).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Statut'), { target: { value: 'scheduled' } });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Statut'), { target: { value: 'all' } });
    fireEvent.change(screen.getByLabelText('Rechercher'), { target: { value: 'octobre' } });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('Rentrée')).toBeInTheDocument();
  });

  it('requires a title and a body, with localized messages and nothing sent', async () => {
    serve([]);
    await renderAdmin(<ContentPage />);
    const dialog = await openCreateDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Le titre est requis')).toBeInTheDocument();
    expect(within(dialog).getByText('Le contenu est requis')).toBeInTheDocument();
    expect(calls.some((call) => call.op === 'insert')).toBe(false);
  });

  it('creates a blog draft by default and says so', async () => {
    serve([]);
    await renderAdmin(<ContentPage />);
    const dialog = await openCreateDialog();
    expect(within(dialog).getByLabelText('Type')).toHaveValue('blog');
    expect(within(dialog).getByLabelText('Statut')).toHaveValue('draft');
    expect(within(dialog).getByRole('textbox', { name: /^Extrait/ })).toHaveAttribute('rows', '2');
    expect(within(dialog).getByRole('textbox', { name: /^Contenu/ })).toHaveAttribute('rows', '8');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Titre/ }), {
      target: { value: 'Journée portes ouvertes' },
    });
    expect(within(dialog).getByRole('textbox', { name: /^Adresse/ })).toHaveAttribute(
      'placeholder',
      'journee-portes-ouvertes',
    );
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Contenu/ }), {
      target: { value: 'Venez **nombreux**.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
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
    await renderAdmin(<ContentPage />);
    const dialog = await openCreateDialog();
    const languages = within(dialog).getByRole('tablist', { name: 'Langues du contenu' });
    const arabic = within(languages).getByRole('tab', { name: /العربية/ });
    expect(arabic).toHaveTextContent('pas encore traduit');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Titre/ }), {
      target: { value: 'Kermesse' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Contenu/ }), {
      target: { value: 'Samedi au campus' },
    });
    fireEvent.click(arabic);
    expect(
      within(within(dialog).getByRole('tabpanel', { name: /العربية/ })).getByText(
        /Publier ne demande que le français/,
      ),
    ).toBeVisible();
    const arabicTitle = within(dialog).getByRole('textbox', { name: /^Titre/ });
    expect(arabicTitle).toHaveAttribute('dir', 'rtl');
    expect(arabicTitle).toHaveAttribute('lang', 'ar');
    fireEvent.change(arabicTitle, { target: { value: 'الحفل المدرسي' } });
    expect(arabic).toHaveTextContent('traduit');
    // A started version needs its body: the save is refused on that tab, nothing is sent.
    fireEvent.click(within(dialog).getByRole('tab', { name: /Français/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(
      await within(dialog).findByText(
        'Le contenu de cette version est requis (ou videz tous ses champs)',
      ),
    ).toBeInTheDocument();
    expect(arabic).toHaveAttribute('aria-selected', 'true');
    expect(calls.some((call) => call.op === 'insert')).toBe(false);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Contenu/ }), {
      target: { value: 'يوم السبت في الحرم المدرسي' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
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
    serve([item({ title: 'Rentrée', featured_image: 'seed/rentree.png', image_alt: 'La cour' })]);
    await renderAdmin(<ContentPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier « Rentrée »' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: /^Texte alternatif/ })).toHaveValue(
      'La cour',
    );
    fireEvent.click(within(dialog).getByRole('tab', { name: /English/ }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Titre/ }), {
      target: { value: 'Back to school' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Contenu/ }), {
      target: { value: 'Classes resume.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
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
    await renderAdmin(<ContentPage />);
    const dialog = await openCreateDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Titre/ }), {
      target: { value: 'Kermesse' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Contenu/ }), {
      target: { value: 'Samedi au campus' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Échec de l’enregistrement du contenu')).toBeInTheDocument();
    expect(
      screen.getByText('Le serveur est injoignable. Vérifiez votre connexion puis réessayez.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Ajouter un contenu' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Titre/ })).toHaveValue('Kermesse');
    expect(within(dialog).getByRole('textbox', { name: /^Contenu/ })).toHaveValue(
      'Samedi au campus',
    );
  });

  it('says clearly when the slug is already taken', async () => {
    serve([], () => ({
      error: {
        code: '23505',
        message: 'duplicate key value violates unique constraint "content_management_slug_key"',
      },
    }));
    await renderAdmin(<ContentPage />);
    const dialog = await openCreateDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Titre/ }), {
      target: { value: 'Kermesse' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Adresse/ }), {
      target: { value: 'kermesse' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Contenu/ }), {
      target: { value: 'Texte' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    const messages = await within(dialog).findAllByText(/déjà utilisée par un autre contenu/);
    expect(messages.length).toBeGreaterThan(0);
    expect(within(dialog).getByRole('textbox', { name: /^Adresse/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('asks before closing a dialog with unsaved changes', async () => {
    serve([]);
    await renderAdmin(<ContentPage />);
    const dialog = await openCreateDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Titre/ }), {
      target: { value: 'Brouillon' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    const question = await screen.findByRole('alertdialog', {
      name: 'Modifications non enregistrées',
    });
    fireEvent.click(within(question).getByRole('button', { name: 'Continuer l’édition' }));
    expect(screen.getByRole('dialog', { name: 'Ajouter un contenu' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Titre/ })).toHaveValue('Brouillon');
  });

  it('rejects an image that is not png, jpeg, gif or webp', async () => {
    serve([]);
    await renderAdmin(<ContentPage />);
    const dialog = await openCreateDialog();
    const input = within(dialog).getByLabelText('Image à la une');
    fireEvent.change(input, {
      target: { files: [new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' })] },
    });
    expect(await within(dialog).findByText(/Format d’image non accepté/)).toBeInTheDocument();
  });

  it('edits an item in the same dialog and updates it', async () => {
    serve([item({ title: 'Rentrée', slug: 'rentree', content: 'Texte' })]);
    await renderAdmin(<ContentPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier « Rentrée »' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier le contenu' });
    expect(within(dialog).getByRole('textbox', { name: /^Titre/ })).toHaveValue('Rentrée');
    fireEvent.change(within(dialog).getByLabelText('Statut'), { target: { value: 'published' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Contenu mis à jour avec succès')).toBeInTheDocument();
    const update = calls.find((call) => call.op === 'update');
    expect(argOf(update, 'update')).toMatchObject({ status: 'published', slug: 'rentree' });
    expect(argOf(update, 'eq')).toBe('id');
  });

  it('asks before deleting, then deletes, or says it failed', async () => {
    serve([item({ title: 'Rentrée' })], (call) =>
      call.op === 'delete' ? { error: { message: 'denied' } } : {},
    );
    await renderAdmin(<ContentPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer « Rentrée »' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Voulez-vous vraiment supprimer ce contenu ?');
    fireEvent.click(within(question).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Échec de la suppression du contenu')).toBeInTheDocument();
  });

  it("toasts 'Failed to load content' (French) once per failure when the list cannot load", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setSupabaseForTests(fakeSupabase(() => ({ error: { message: 'offline' } })).client);
    await renderAdmin(<ContentPage />);
    expect(await screen.findAllByText('Échec du chargement des contenus')).not.toHaveLength(0);
    const toasts = within(screen.getByRole('list', { name: 'Notifications' }));
    expect(toasts.getAllByText('Échec du chargement des contenus')).toHaveLength(1);
    expect(toasts.getByText('offline')).toBeInTheDocument();
    // Trying again and failing again is a second failure: a second toast, not one per render.
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() =>
      expect(toasts.getAllByText('Échec du chargement des contenus')).toHaveLength(2),
    );
    error.mockRestore();
  });

  it('links a published item to the site and a draft or scheduled one to its staff preview', async () => {
    serve([
      item({
        title: 'Rentrée',
        slug: 'rentree',
        status: 'published',
        published_at: '2025-05-01T10:00:00Z',
      }),
      item({
        title: 'Kermesse',
        slug: 'kermesse',
        status: 'published',
        published_at: '2999-01-01T00:00:00Z',
      }),
      item({ title: 'Valeurs', slug: 'valeurs', type: 'blog' }),
    ]);
    await renderAdmin(<ContentPage />, {
      path: '/en/admin/content',
      route: '/en/admin/*',
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
      item({
        title: 'Rentrée',
        slug: 'rentree',
        status: 'published',
        published_at: '2025-05-01T10:00:00Z',
      }),
    ]);
    await renderAdmin(<ContentPage />);
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
    fireEvent.click(within(card).getByRole('button', { name: 'Modifier « Rentrée »' }));
    expect(await screen.findByRole('dialog', { name: 'Modifier le contenu' })).toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});
