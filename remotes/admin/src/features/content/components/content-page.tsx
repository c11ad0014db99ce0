import {
  Button,
  ButtonLink,
  Card,
  Field,
  IconButton,
  Input,
  useToast,
} from '@school/design-system';
import { Alert, Badge, ContentTypeBadge, EmptyState } from '@school/design-system/display';
import { EditIcon, EyeIcon, PlusIcon, TrashIcon } from '@school/design-system/icons';
import { Select } from '@school/design-system/forms';
import { ConfirmDialog, Dialog } from '@school/design-system/overlays';
import { Pagination, paginate, Table, type TableColumn } from '@school/design-system/forms';
import { useLinks } from '@school/shared';
import {
  contentTypeOf,
  displayStatus,
  useAdminContent,
  useDeleteContent,
  type BlogCategory,
  type ContentItem,
} from '@school/shared/data/admin';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { commonMessages } from '../../../components/common-messages';
import { DiscardChangesDialog } from '../../../components/discard-changes-dialog';
import { LoadingStatus } from '../../../components/loading-status';
import { PageHeader } from '../../../components/page-header';
import { filterContent, type ContentFilters } from '../lib/filter-content';
import { contentMessages as m } from '../messages';
import { ContentForm } from './content-form';
import { categoryLabels, statusLabels, typeLabels } from './labels';
import { useErrorText } from '../../../lib/use-error-text';
import { useNarrowScreen } from '../../../lib/use-narrow-screen';

export const PAGE_SIZE = 10;

const Filters = styled.div`
  display: grid;
  grid-template-columns: minmax(12rem, 2fr) repeat(2, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin-block-end: ${({ theme }) => theme.space.md};
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 1fr 1fr;
    > :first-child {
      grid-column: 1 / -1;
    }
  }
`;

const TitleCell = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 12rem;
  max-width: 28rem;
  strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
`;

const RowActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xxs};
`;

const statusTones = { draft: 'warning', published: 'success', scheduled: 'info' } as const;

// Phones: one card per item, its actions as labelled buttons in sight (no sideways scrolling).
const CardList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ItemCard = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const CardMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const CardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

type Editing = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; item: ContentItem };

export default function ContentPage() {
  const intl = useIntl();
  const errorText = useErrorText();
  const links = useLinks();
  const narrow = useNarrowScreen();
  const { toast } = useToast();
  // A failed load is also toasted, once, by the shell (its query cache reads the meta).
  const content = useAdminContent({ meta: { errorToast: intl.formatMessage(m.loadFailed) } });
  const remove = useDeleteContent();
  const [filters, setFilters] = useState<ContentFilters>({
    search: '',
    type: 'all',
    status: 'all',
  });
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [dirty, setDirty] = useState(false);
  const [askDiscard, setAskDiscard] = useState(false);
  const [deleting, setDeleting] = useState<ContentItem | null>(null);

  const now = new Date();
  const all = content.data ?? [];
  const filtered = filterContent(all, filters, now);
  const current = paginate(filtered, page, PAGE_SIZE);
  const setFilter = (next: Partial<ContentFilters>) => {
    setFilters((previous) => ({ ...previous, ...next }));
    setPage(1);
  };

  const closeEditor = () => {
    setEditing({ mode: 'closed' });
    setDirty(false);
    setAskDiscard(false);
  };
  const requestClose = () => (dirty ? setAskDiscard(true) : closeEditor());

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: intl.formatMessage(m.deleted), variant: 'success' });
        setDeleting(null);
      },
      onError: (error) => {
        toast({
          title: intl.formatMessage(m.deleteFailed),
          description: errorText(error),
          variant: 'destructive',
        });
        setDeleting(null);
      },
    });
  };

  /**
   * The item on the public site, in the admin's language: a published item where visitors see
   * it; a draft or a scheduled one at its future address, as a preview only staff can open
   * (the database refuses it to anyone else), in a new tab so the list stays.
   */
  const siteLink = (item: ContentItem, compact: boolean) => {
    const live = displayStatus(item, now) === 'published';
    const path = links.article(contentTypeOf(item), item.slug);
    return (
      <ButtonLink
        href={live ? path : `${path}?draft`}
        target="_blank"
        rel="noopener"
        size="sm"
        variant="ghost"
        iconStart={<EyeIcon />}
        aria-label={intl.formatMessage(live ? m.viewItemOnSite : m.previewItem, {
          title: item.title,
        })}
        data-site-link={live ? 'live' : 'preview'}
      >
        {compact ? null : intl.formatMessage(live ? m.viewOnSite : m.preview)}
      </ButtonLink>
    );
  };

  const statusBadge = (item: ContentItem) => {
    const shown = displayStatus(item, now);
    return (
      <Badge
        tone={statusTones[shown]}
        title={
          shown === 'scheduled' && item.published_at
            ? intl.formatMessage(m.scheduledFor, {
                date: intl.formatDate(item.published_at, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                }),
              })
            : undefined
        }
      >
        {intl.formatMessage(statusLabels[shown])}
      </Badge>
    );
  };

  const typeBadge = (item: ContentItem) => (
    <ContentTypeBadge type={item.type as 'blog' | 'news'}>
      {intl.formatMessage(typeLabels[item.type as 'blog' | 'news'] ?? m.typeBlog)}
    </ContentTypeBadge>
  );

  const columns: TableColumn<ContentItem>[] = [
    {
      id: 'title',
      header: intl.formatMessage(m.colTitle),
      cell: (item) => (
        <TitleCell dir="auto">
          <strong>{item.title}</strong>
          {item.excerpt ? <span>{item.excerpt}</span> : null}
        </TitleCell>
      ),
    },
    {
      id: 'type',
      header: intl.formatMessage(m.colType),
      cell: typeBadge,
    },
    {
      id: 'status',
      header: intl.formatMessage(m.colStatus),
      cell: statusBadge,
    },
    {
      id: 'category',
      header: intl.formatMessage(m.colCategory),
      hideBelow: 'md',
      cell: (item) =>
        item.category && item.category in categoryLabels
          ? intl.formatMessage(categoryLabels[item.category as BlogCategory])
          : '—',
    },
    {
      id: 'created',
      header: intl.formatMessage(m.colCreated),
      hideBelow: 'sm',
      cell: (item) => (
        <time dateTime={item.created_at}>
          {intl.formatDate(item.created_at, { dateStyle: 'medium' })}
        </time>
      ),
    },
    {
      id: 'actions',
      header: intl.formatMessage(m.colActions),
      hideHeader: true,
      align: 'end',
      cell: (item) => (
        <RowActions>
          {siteLink(item, false)}
          <IconButton
            label={intl.formatMessage(m.editItem, { title: item.title })}
            icon={<EditIcon />}
            onClick={() => setEditing({ mode: 'edit', item })}
          />
          <IconButton
            label={intl.formatMessage(m.deleteItem, { title: item.title })}
            icon={<TrashIcon />}
            onClick={() => setDeleting(item)}
          />
        </RowActions>
      ),
    },
  ];

  const typeOptions = [
    { value: 'all', label: intl.formatMessage(m.all) },
    { value: 'blog', label: intl.formatMessage(m.typeBlog) },
    { value: 'news', label: intl.formatMessage(m.typeNews) },
  ];
  const statusOptions = [
    { value: 'all', label: intl.formatMessage(m.all) },
    { value: 'draft', label: intl.formatMessage(m.statusDraft) },
    { value: 'published', label: intl.formatMessage(m.statusPublished) },
    { value: 'scheduled', label: intl.formatMessage(m.statusScheduled) },
  ];

  const addButton = (
    <Button onClick={() => setEditing({ mode: 'create' })}>
      <PlusIcon />
      {intl.formatMessage(m.add)}
    </Button>
  );

  let body;
  if (content.isPending) body = <LoadingStatus />;
  else if (content.isError) {
    body = (
      <Alert tone="danger" title={intl.formatMessage(m.loadFailed)}>
        <p>{errorText(content.error)}</p>
        <Button variant="outline" size="sm" onClick={() => void content.refetch()}>
          {intl.formatMessage(commonMessages.retry)}
        </Button>
      </Alert>
    );
  } else if (all.length === 0) {
    body = <EmptyState title={intl.formatMessage(m.empty)} titleAs="p" action={addButton} />;
  } else {
    body = (
      <>
        {narrow ? (
          current.items.length === 0 ? (
            <p>{intl.formatMessage(m.noMatch)}</p>
          ) : (
            <CardList aria-label={intl.formatMessage(m.caption)} aria-busy={content.isFetching}>
              {current.items.map((item) => (
                <li key={item.id}>
                  <ItemCard as="article" data-content-card={item.id}>
                    <h2 dir="auto">{item.title}</h2>
                    {item.excerpt ? <p dir="auto">{item.excerpt}</p> : null}
                    <CardMeta>
                      {typeBadge(item)}
                      {statusBadge(item)}
                      <time dateTime={item.created_at}>
                        {intl.formatDate(item.created_at, { dateStyle: 'medium' })}
                      </time>
                    </CardMeta>
                    <CardActions>
                      <Button
                        size="sm"
                        variant="outline"
                        iconStart={<EditIcon />}
                        aria-label={intl.formatMessage(m.editItem, { title: item.title })}
                        onClick={() => setEditing({ mode: 'edit', item })}
                      >
                        {intl.formatMessage(m.editShort)}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        iconStart={<TrashIcon />}
                        aria-label={intl.formatMessage(m.deleteItem, { title: item.title })}
                        onClick={() => setDeleting(item)}
                      >
                        {intl.formatMessage(m.delete)}
                      </Button>
                      {siteLink(item, false)}
                    </CardActions>
                  </ItemCard>
                </li>
              ))}
            </CardList>
          )
        ) : (
          <Table
            caption={intl.formatMessage(m.caption)}
            columns={columns}
            rows={current.items}
            rowKey={(item) => item.id}
            busy={content.isFetching}
            empty={intl.formatMessage(m.noMatch)}
          />
        )}
        <div style={{ marginBlockStart: '1rem' }}>
          <Pagination
            page={current.page}
            pageCount={current.pageCount}
            onPageChange={setPage}
            labels={{
              nav: intl.formatMessage(commonMessages.paginationNav),
              previous: intl.formatMessage(commonMessages.previous),
              next: intl.formatMessage(commonMessages.next),
              status: (p, count) =>
                intl.formatMessage(commonMessages.pageStatus, { page: p, count }),
            }}
          />
        </div>
      </>
    );
  }

  return (
    <div data-page="admin-content">
      <PageHeader
        title={intl.formatMessage(m.title)}
        subtitle={intl.formatMessage(m.subtitle)}
        actions={addButton}
      />
      {all.length > 0 ? (
        <Filters role="search">
          <Field label={intl.formatMessage(m.search)}>
            <Input
              type="search"
              value={filters.search}
              placeholder={intl.formatMessage(m.searchPlaceholder)}
              onChange={(event) => setFilter({ search: event.target.value })}
            />
          </Field>
          <Field label={intl.formatMessage(m.filterType)}>
            <Select
              value={filters.type}
              options={typeOptions}
              onChange={(event) =>
                setFilter({ type: event.target.value as ContentFilters['type'] })
              }
            />
          </Field>
          <Field label={intl.formatMessage(m.filterStatus)}>
            <Select
              value={filters.status}
              options={statusOptions}
              onChange={(event) =>
                setFilter({ status: event.target.value as ContentFilters['status'] })
              }
            />
          </Field>
        </Filters>
      ) : null}
      {body}
      <Dialog
        open={editing.mode !== 'closed'}
        onClose={requestClose}
        title={intl.formatMessage(editing.mode === 'edit' ? m.edit : m.add)}
        closeLabel={intl.formatMessage(commonMessages.close)}
        size="lg"
      >
        {editing.mode !== 'closed' ? (
          <ContentForm
            key={editing.mode === 'edit' ? editing.item.id : 'new'}
            item={editing.mode === 'edit' ? editing.item : null}
            onDirtyChange={setDirty}
            onSaved={closeEditor}
            onCancel={requestClose}
          />
        ) : null}
      </Dialog>
      <DiscardChangesDialog
        open={askDiscard}
        onDiscard={closeEditor}
        onKeep={() => setAskDiscard(false)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={intl.formatMessage(m.deleteTitle)}
        message={intl.formatMessage(m.deleteQuestion)}
        confirmLabel={intl.formatMessage(m.delete)}
        cancelLabel={intl.formatMessage(commonMessages.cancel)}
        closeLabel={intl.formatMessage(commonMessages.close)}
        loading={remove.isPending}
        loadingLabel={intl.formatMessage(m.deleting)}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
