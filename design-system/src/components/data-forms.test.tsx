import { screen } from '@testing-library/react';
import { useForm, type Resolver, type ResolverResult } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../testing/render';
import { FormField } from './form-field';
import { Input } from './input';
import { Pagination, paginate } from './pagination';
import { Table } from './table';

const rows = [
  { id: '1', title: 'Rentrée', status: 'Publié' },
  { id: '2', title: 'Kermesse', status: 'Brouillon' },
];
const columns = [
  { id: 'title', header: 'Titre', cell: (row: (typeof rows)[number]) => row.title },
  { id: 'status', header: 'Statut', cell: (row: (typeof rows)[number]) => row.status },
];

describe('Table', () => {
  it('renders a named table with column headers and one row per item', () => {
    renderUi(<Table caption="Contenus" columns={columns} rows={rows} rowKey={(r) => r.id} />);
    const table = screen.getByRole('table', { name: 'Contenus' });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Titre',
      'Statut',
    ]);
    expect(table.querySelectorAll('tbody tr')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Contenus' }).tabIndex).toBe(0);
  });

  it('shows the empty state across every column when there is no row', () => {
    renderUi(
      <Table
        caption="Contenus"
        columns={columns}
        rows={[]}
        rowKey={(r) => r.id}
        empty="Aucun contenu"
      />,
    );
    const cell = screen.getByText('Aucun contenu');
    expect(cell.getAttribute('colspan')).toBe('2');
  });
});

describe('Pagination', () => {
  const labels = {
    nav: 'Pagination',
    previous: 'Précédent',
    next: 'Suivant',
    status: (page: number, count: number) => `Page ${page} sur ${count}`,
  };

  it('moves between pages and disables the ends', async () => {
    const onPageChange = vi.fn();
    const { user } = renderUi(
      <Pagination page={1} pageCount={3} onPageChange={onPageChange} labels={labels} />,
    );
    expect(screen.getByText('Page 1 sur 3')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Précédent' }).disabled).toBe(
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('is absent with a single page', () => {
    renderUi(<Pagination page={1} pageCount={1} onPageChange={() => undefined} labels={labels} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('slices a list into pages and clamps an out-of-range page', () => {
    const items = Array.from({ length: 23 }, (_, i) => i);
    expect(paginate(items, 3, 10)).toEqual({ page: 3, pageCount: 3, items: [20, 21, 22] });
    expect(paginate(items, 9, 10).page).toBe(3);
    expect(paginate([], 1, 10)).toEqual({ page: 1, pageCount: 1, items: [] });
  });
});

type TitleValues = { title: string };

// A hand-written resolver stands in for zod: the binding only needs react-hook-form's errors.
const requireTitle: Resolver<TitleValues> = (values) => {
  const result: ResolverResult<TitleValues> = values.title.trim()
    ? { values, errors: {} }
    : { values: {}, errors: { title: { type: 'required', message: 'content.title.required' } } };
  return Promise.resolve(result);
};

function TitleForm({ onValid }: { onValid: (values: TitleValues) => void }) {
  const { control, handleSubmit } = useForm<TitleValues>({
    defaultValues: { title: '' },
    resolver: requireTitle,
  });
  return (
    // noValidate: the localized messages replace the browser's own bubbles.
    <form noValidate onSubmit={handleSubmit((values) => onValid(values))}>
      <FormField
        control={control}
        name="title"
        label="Titre"
        required
        formatError={(error) =>
          error.message === 'content.title.required' ? 'Le titre est requis' : error.message
        }
        render={(field) => <Input {...field} />}
      />
      <button type="submit">Enregistrer</button>
    </form>
  );
}

describe('FormField', () => {
  it('shows the translated error on the labelled control, then submits once fixed', async () => {
    const onValid = vi.fn();
    const { user } = renderUi(<TitleForm onValid={onValid} />);
    const input = screen.getByLabelText(/Titre/);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await vi.waitFor(() => expect(screen.getByText('Le titre est requis')).toBeTruthy());
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(
      screen.getByText('Le titre est requis').parentElement?.id,
    );
    expect(onValid).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, 'Rentrée 2025');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledWith({ title: 'Rentrée 2025' }));
  });
});
