import { Button } from '@school/design-system';
import { Badge, EmptyState } from '@school/design-system/display';
import { PlusIcon } from '@school/design-system/icons';
import {
  documentLanguages,
  newestFile,
  useAdminDocuments,
  useDeleteDocument,
  type DocumentCategory,
  type DocumentLevel,
  type SchoolDocument,
} from '@school/shared/data/admin';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  DeleteRecordDialog,
  RecordFormDialog,
  type Editing,
} from '../../../components/record-dialogs';
import { LoadingStatus } from '../../../components/loading-status';
import { PageHeader } from '../../../components/page-header';
import { categoryLabels, documentsMessages as m, levelLabels } from '../messages';
import { DocumentForm } from './document-form';
import { FileRow } from './file-row';
import { LoadFailed } from '../../../components/load-failed';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    overflow-wrap: anywhere;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  > h2 {
    flex: 1 1 16rem;
  }
`;

const Tags = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
`;

/**
 * The Documents screen: every document with its category, level and year, each language's file
 * (replace it, see its history), and the create/edit dialog and delete confirmation.
 */
export default function DocumentsPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const documents = useAdminDocuments({ meta: { errorToast: t(m.loadFailed) } });
  const remove = useDeleteDocument();
  const [editing, setEditing] = useState<Editing<SchoolDocument>>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<SchoolDocument | null>(null);

  const addButton = (
    <Button onClick={() => setEditing({ mode: 'create' })}>
      <PlusIcon />
      {t(m.add)}
    </Button>
  );

  let body;
  if (documents.isPending) body = <LoadingStatus />;
  else if (documents.isError) {
    body = (
      <LoadFailed
        title={t(m.loadFailed)}
        error={documents.error}
        onRetry={() => void documents.refetch()}
      />
    );
  } else if (documents.data.length === 0) {
    body = <EmptyState title={t(m.empty)} titleAs="p" />;
  } else {
    body = (
      <List>
        {documents.data.map((document) => (
          <Item key={document.id} data-document-id={document.id}>
            <Head>
              <h2 lang="fr">{document.title_fr}</h2>
              <Button
                size="sm"
                variant="outline"
                aria-label={t(m.editDocument, { title: document.title_fr })}
                onClick={() => setEditing({ mode: 'edit', record: document })}
              >
                {t(m.editButton)}
              </Button>
              <Button
                size="sm"
                variant="outline"
                aria-label={t(m.deleteDocument, { title: document.title_fr })}
                onClick={() => setDeleting(document)}
              >
                {t(m.delete)}
              </Button>
            </Head>
            <Tags>
              <Badge tone="info">{t(categoryLabels[document.category as DocumentCategory])}</Badge>
              {document.level ? (
                <Badge tone="neutral">{t(levelLabels[document.level as DocumentLevel])}</Badge>
              ) : null}
              {document.school_year ? <Badge tone="neutral">{document.school_year}</Badge> : null}
              {newestFile(document.files, 'fr') ? null : (
                <Badge tone="warning">{t(m.notReady)}</Badge>
              )}
            </Tags>
            {documentLanguages.map((language) => (
              <FileRow key={language} document={document} language={language} />
            ))}
          </Item>
        ))}
      </List>
    );
  }

  return (
    <div data-page="admin-documents">
      <PageHeader title={t(m.title)} subtitle={t(m.subtitle)} actions={addButton} />
      {body}
      <RecordFormDialog
        editing={editing}
        onClose={() => setEditing({ mode: 'closed' })}
        title={t(editing.mode === 'edit' ? m.edit : m.add)}
      >
        {(record, form) => <DocumentForm key={record?.id ?? 'new'} document={record} {...form} />}
      </RecordFormDialog>
      <DeleteRecordDialog
        record={deleting}
        variables={(record) => record}
        remove={remove}
        onClose={() => setDeleting(null)}
        question={t(m.deleteQuestion, { title: deleting?.title_fr ?? '' })}
        messages={m}
      />
    </div>
  );
}
