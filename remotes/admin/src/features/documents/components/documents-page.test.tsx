import { setSupabaseForTests } from '@school/shared';
import type { ActivityEntry, DocumentFile, SchoolDocument } from '@school/shared/data/admin';
import { argOf, fakeSupabase, render } from '@school/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { useActivitySentence } from '../../dashboard/activity-sentence';
import DocumentsPage from './documents-page';

const file = (values: Partial<DocumentFile>): DocumentFile => ({
  id: 1,
  document_id: 7,
  language: 'fr',
  version: 1,
  size_bytes: 1_234_567,
  mime_type: 'application/pdf',
  file_name: 'tarifs-2026.pdf',
  uploaded_at: '2026-09-01T08:00:00Z',
  ...values,
});

const fees: SchoolDocument = {
  id: 7,
  title_fr: 'Tarifs 2026-2027',
  title_ar: null,
  title_en: 'Fees 2026-2027',
  category: 'fees',
  level: 'primary',
  school_year: '2026-2027',
  updated_at: '2026-09-02T08:00:00Z',
  files: [
    file({ id: 1, version: 1, size_bytes: 900_000, file_name: 'tarifs-v1.pdf' }),
    file({ id: 2, version: 2, uploaded_at: '2026-09-02T08:00:00Z' }),
  ],
};

const pdf = (name: string, body = '%PDF-1.7\n%%EOF\n') =>
  new File([body], name, { type: 'application/pdf' });

/** A backend holding `fees`, recording every storage upload (key and options). */
function backend() {
  const uploads: { key: string; options: unknown }[] = [];
  const fake = fakeSupabase(
    (call) => {
      if (call.table === 'documents' && call.op === 'select') return { data: [fees] };
      if (call.table === 'document_files' && call.op === 'insert') return { data: null };
      return { data: [] };
    },
    {
      storage: {
        from: () => ({
          upload: (key: string, _file: File, options: unknown) => {
            uploads.push({ key, options });
            return Promise.resolve({ data: { path: key }, error: null });
          },
          getPublicUrl: (key: string) => ({ data: { publicUrl: `http://storage.test/${key}` } }),
        }),
      },
    },
  );
  setSupabaseForTests(fake.client);
  return { ...fake, uploads };
}

describe('the documents screen', () => {
  it('lists each document with its newest file, its size and type, and the history', async () => {
    backend();
    await render(<DocumentsPage />, { path: '/admin/documents' });
    const item = (await screen.findByRole('heading', { name: 'Tarifs 2026-2027' })).closest('li')!;
    expect(within(item).getByTestId('file-fr')).toHaveTextContent(
      /^version 2 · PDF, 1,2\sMo · tarifs-2026\.pdf · /,
    );
    expect(within(item).getByTestId('file-ar')).toHaveTextContent('aucun fichier');
    const history = within(item).getByText('Historique du fichier en français').closest('details')!;
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual([
      expect.stringMatching(/^Version 2 : tarifs-2026\.pdf \(PDF, 1,2\sMo\)/),
      expect.stringMatching(/^Version 1 : tarifs-v1\.pdf \(PDF, 900\sko\)/),
    ]);
  });

  it('refuses a « PDF » that is not one, and one over 20 MB, before sending anything', async () => {
    const fake = backend();
    const { user } = await render(<DocumentsPage />, { path: '/admin/documents' });
    const input = await screen.findByLabelText('Remplacer le fichier en français');
    await user.upload(input, pdf('tarifs.pdf', '<html>une page web</html>'));
    expect(
      await screen.findByText(/n’est pas ce que son nom annonce/, { selector: '[role="alert"]' }),
    ).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.upload(
      input,
      new File([new Uint8Array(20 * 1024 * 1024 + 1)], 'gros.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText(/dépasse 20 Mo/, { selector: '[role="alert"]' })).toBeVisible();
    expect(fake.uploads).toEqual([]);
    expect(fake.log.filter((call) => call.op === 'insert')).toEqual([]);
  });

  it('replaces a file: its next version kept, recorded, then served at the stable address', async () => {
    const fake = backend();
    const { user } = await render(<DocumentsPage />, { path: '/admin/documents' });
    await user.upload(
      await screen.findByLabelText('Remplacer le fichier en français'),
      pdf('tarifs-v3.pdf'),
    );
    await waitFor(() => expect(fake.uploads).toHaveLength(2));
    expect(fake.uploads.map(({ key }) => key)).toEqual(['7/fr/v3', '7/fr/current']);
    expect(fake.uploads[0]?.options).toMatchObject({ cacheControl: '31536000' });
    expect(fake.uploads[1]?.options).toMatchObject({ upsert: true, cacheControl: '60' });
    const insert = fake.log.find((call) => call.table === 'document_files' && call.op === 'insert');
    expect(argOf(insert, 'insert')).toEqual({
      document_id: 7,
      language: 'fr',
      version: 3,
      file_name: 'tarifs-v3.pdf',
    });
    expect(await screen.findByText('Fichier enregistré')).toBeVisible();
  });

  it('says who replaced which file in the activity log', async () => {
    let sentence = (_entry: ActivityEntry) => '';
    function Probe() {
      sentence = useActivitySentence();
      return null;
    }
    await render(<Probe />);
    const entry = (
      details: ActivityEntry['details'],
      action: ActivityEntry['action'] = 'update',
    ) => ({
      id: 1,
      action,
      entity: 'documents',
      summary: 'Tarifs',
      details: { title: 'Tarifs', ...details },
      createdAt: '2026-09-02T08:00:00Z',
      actorName: 'Awa Traoré',
    });
    expect(sentence(entry({ language: 'ar', version: 2 }))).toBe(
      'Awa Traoré a remplacé le fichier en arabe du document « Tarifs » (version 2)',
    );
    expect(sentence(entry({ language: 'fr', version: 1 }, 'insert'))).toBe(
      'Awa Traoré a déposé le fichier en français du document « Tarifs »',
    );
    expect(sentence(entry({}, 'insert'))).toBe('Awa Traoré a ajouté le document « Tarifs »');
  });
});
