import { setSupabaseForTests } from '@school/shared';
import type { DocumentFile, SchoolDocument } from '@school/shared/data/documents';
import { fakeSupabase, render } from '@school/shared/testing';
import { screen, within } from '@testing-library/react';
import DocumentsPage from './documents-page';

const file = (values: Partial<DocumentFile>): DocumentFile => ({
  id: 1,
  document_id: 1,
  language: 'fr',
  version: 1,
  size_bytes: 1_234_567,
  mime_type: 'application/pdf',
  file_name: 'tarifs.pdf',
  uploaded_at: '2026-09-01T08:00:00Z',
  ...values,
});

const doc = (values: Partial<SchoolDocument>): SchoolDocument => ({
  id: 1,
  title_fr: 'Tarifs 2026-2027',
  title_ar: 'الرسوم 2026-2027',
  title_en: null,
  category: 'fees',
  level: null,
  school_year: '2026-2027',
  updated_at: '2026-09-01T08:00:00Z',
  files: [file({})],
  ...values,
});

const rows = [
  doc({}),
  doc({
    id: 2,
    title_fr: 'Fournitures du primaire',
    title_en: 'Primary supplies',
    category: 'supplies',
    level: 'primary',
    school_year: null,
    files: [
      file({ id: 3, document_id: 2, size_bytes: 340_400, mime_type: 'image/png' }),
      file({ id: 4, document_id: 2, language: 'en', size_bytes: 2_000_000 }),
    ],
  }),
  // No French file yet: not for families.
  doc({ id: 3, title_fr: 'Menus', category: 'menus', files: [file({ language: 'ar' })] }),
];

function backend() {
  const fake = fakeSupabase((call) => (call.table === 'documents' ? { data: rows } : { data: [] }));
  setSupabaseForTests(fake.client);
}

describe('the documents page', () => {
  it('groups the documents by category, each link with its type and size', async () => {
    backend();
    await render(<DocumentsPage />, { path: '/documents' });
    const fees = (await screen.findByRole('heading', { name: 'Frais de scolarité' })).closest(
      'section',
    )!;
    const link = within(fees).getByRole('link', { name: 'Tarifs 2026-2027' });
    expect(link).toHaveAttribute('href', 'http://storage.test/1/fr/current');
    expect(link.closest('li')).toHaveTextContent(/PDF, 1,2\sMo · Année 2026-2027/);
    const supplies = screen.getByRole('heading', { name: 'Fournitures' }).closest('section')!;
    expect(within(supplies).getByRole('listitem')).toHaveTextContent(/PNG, 340\sko · Primaire/);
    expect(screen.queryByText('Menus')).toBeNull();
  });

  it('in English, serves the English file, else the French one marked', async () => {
    backend();
    await render(<DocumentsPage />, { locale: 'en', path: '/en/documents' });
    const own = await screen.findByRole('link', { name: 'Primary supplies' });
    expect(own).toHaveAttribute('href', 'http://storage.test/2/en/current');
    expect(own.closest('li')).toHaveTextContent('PDF, 2 MB');
    const french = screen.getByRole('link', { name: 'Tarifs 2026-2027' });
    expect(french).toHaveAttribute('lang', 'fr');
    expect(french).toHaveAttribute('hreflang', 'fr');
    expect(french.closest('li')).toHaveTextContent('PDF, 1.2 MB · in French');
  });

  it('filters by the level in the address, keeping the documents for every level', async () => {
    backend();
    await render(<DocumentsPage />, { locale: 'ar', path: '/ar/documents?level=middle' });
    expect(await screen.findByRole('link', { name: 'الرسوم 2026-2027' })).toBeInTheDocument();
    expect(screen.queryByText('Fournitures du primaire')).toBeNull();
    expect(screen.getByRole('link', { name: 'الإعدادي' })).toHaveAttribute('aria-current', 'page');
  });
});
