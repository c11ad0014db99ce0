import { Button, useToast } from '@school/design-system';
import { Alert, EmptyState } from '@school/design-system/display';
import { PlusIcon } from '@school/design-system/icons';
import { ConfirmDialog, Dialog } from '@school/design-system/overlays';
import { Pagination, paginate } from '@school/design-system/forms';
import { useAdminContent, useDeleteContent, type ContentItem } from '@school/shared/data/admin';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from '../../../components/common-messages';
import { DiscardChangesDialog } from '../../../components/discard-changes-dialog';
import { LoadingStatus } from '../../../components/loading-status';
import { PageHeader } from '../../../components/page-header';
import { useContentEditor } from '../hooks/use-content-editor';
import { filterContent, type ContentFilters } from '../lib/filter-content';
import { contentMessages as m } from '../messages';
import { ContentFiltersBar } from './content-filters';
import { ContentForm } from './content-form';
import { ContentTable } from './content-table';
import { useErrorText } from '../../../lib/use-error-text';

export const PAGE_SIZE = 10;

/**
 * The content screen: its list (ContentTable) under the filters (ContentFiltersBar), a page at
 * a time, the editor dialog (useContentEditor) and the delete confirmation with its toasts.
 */
export default function ContentPage() {
  const intl = useIntl();
  const errorText = useErrorText();
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
  const editor = useContentEditor();
  const { editing } = editor;
  const [deleting, setDeleting] = useState<ContentItem | null>(null);

  const now = new Date();
  const all = content.data ?? [];
  const filtered = filterContent(all, filters, now);
  const current = paginate(filtered, page, PAGE_SIZE);
  const setFilter = (next: Partial<ContentFilters>) => {
    setFilters((previous) => ({ ...previous, ...next }));
    setPage(1);
  };

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

  const addButton = (
    <Button onClick={editor.create}>
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
        <ContentTable
          items={current.items}
          busy={content.isFetching}
          now={now}
          onEdit={editor.edit}
          onDelete={setDeleting}
        />
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
      {all.length > 0 ? <ContentFiltersBar filters={filters} onChange={setFilter} /> : null}
      {body}
      <Dialog
        open={editing.mode !== 'closed'}
        onClose={editor.requestClose}
        title={intl.formatMessage(editing.mode === 'edit' ? m.edit : m.add)}
        closeLabel={intl.formatMessage(commonMessages.close)}
        size="lg"
      >
        {editing.mode !== 'closed' ? (
          <ContentForm
            key={editing.mode === 'edit' ? editing.item.id : 'new'}
            item={editing.mode === 'edit' ? editing.item : null}
            onDirtyChange={editor.setDirty}
            onSaved={editor.close}
            onCancel={editor.requestClose}
          />
        ) : null}
      </Dialog>
      <DiscardChangesDialog
        open={editor.askDiscard}
        onDiscard={editor.close}
        onKeep={editor.keepEditing}
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
