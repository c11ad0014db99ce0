import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { Badge } from './badge';
import { Pagination, paginate } from './pagination';
import { Table } from './table';

interface Item {
  id: string;
  title: string;
  type: string;
  status: string;
  created: string;
}

const items: Item[] = Array.from({ length: 12 }, (_, i) => ({
  id: String(i + 1),
  title: ['Rentrée scolaire', 'Kermesse de fin d’année', 'Journée portes ouvertes'][i % 3] ?? '',
  type: i % 2 ? 'Blog' : 'Actualité',
  status: i % 3 ? 'Publié' : 'Brouillon',
  created: `0${(i % 9) + 1}/09/2025`,
}));

const columns = [
  { id: 'title', header: 'Titre', cell: (row: Item) => <strong>{row.title}</strong> },
  { id: 'type', header: 'Type', cell: (row: Item) => <Badge tone="primary">{row.type}</Badge> },
  {
    id: 'status',
    header: 'Statut',
    cell: (row: Item) => (
      <Badge tone={row.status === 'Publié' ? 'success' : 'warning'}>{row.status}</Badge>
    ),
  },
  { id: 'created', header: 'Créé le', cell: (row: Item) => row.created, hideBelow: 'sm' as const },
];

const meta = {
  title: 'Components/Table',
  component: Table<Item>,
  args: { caption: 'Contenus', columns, rows: items.slice(0, 5), rowKey: (row: Item) => row.id },
  parameters: {
    docs: {
      description: {
        component: `A data table from \`@school/design-system/forms\` (the back office's entry, kept off
public pages). Columns say how to draw each cell; the caption names the table (hidden unless
\`showCaption\`); it scrolls sideways on a phone and columns can hide below a breakpoint.`,
      },
    },
  },
} satisfies Meta<typeof Table<Item>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = {
  args: { rows: [], empty: 'Aucun contenu. Créez votre premier article !' },
};

function Paged() {
  const [page, setPage] = useState(1);
  const current = paginate(items, page, 5);
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Table caption="Contenus" columns={columns} rows={current.items} rowKey={(row) => row.id} />
      <Pagination
        page={current.page}
        pageCount={current.pageCount}
        onPageChange={setPage}
        labels={{
          nav: 'Pagination',
          previous: 'Précédent',
          next: 'Suivant',
          status: (p, count) => `Page ${p} sur ${count}`,
        }}
      />
    </div>
  );
}

export const WithPagination: Story = { render: () => <Paged /> };
