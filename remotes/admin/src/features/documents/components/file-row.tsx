import { useToast } from '@school/design-system';
import {
  DocumentFileError,
  fileTypeLabel,
  formatFileSize,
  newestFile,
  useUploadDocumentFile,
  type DocumentLanguage,
  type SchoolDocument,
} from '@school/shared/data/admin';
import { useLocale } from '@school/shared';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useErrorText } from '../../../lib/use-error-text';
import { useValidationText } from '../../../lib/use-validation-text';
import { documentsMessages as m, languageNames } from '../messages';
import { FileField } from './file-field';

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding-block: ${({ theme }) => theme.space.sm};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  p {
    margin: 0;
  }
  ol {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space.lg};
  }
`;

/**
 * One language's file of a document: its newest version (what families download), a file input
 * that stores a new version (the address stays), and the history of every version.
 */
export function FileRow({
  document,
  language,
}: {
  document: SchoolDocument;
  language: DocumentLanguage;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = useLocale();
  const { toast } = useToast();
  const errorText = useErrorText();
  const formatError = useValidationText(m);
  const upload = useUploadDocumentFile();
  const [error, setError] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const newest = newestFile(document.files, language);
  const versions = document.files
    .filter((file) => file.language === language)
    .sort((a, b) => b.version - a.version);
  const languageName = t(languageNames[language]);
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  const describe = (file: (typeof versions)[number]) => ({
    version: file.version,
    type: fileTypeLabel(file.mime_type),
    size: formatFileSize(file.size_bytes, locale),
    name: file.file_name,
    date: date(file.uploaded_at),
  });

  const send = (file: File | null) => {
    setError(null);
    if (!file) return;
    upload.mutate(
      { document, language, file },
      {
        onSuccess: () => {
          toast({ title: t(m.uploaded), variant: 'success' });
          // A fresh input: the stored file is in the list now, not still chosen.
          setInputKey((key) => key + 1);
        },
        onError: (failure) => {
          const text =
            failure instanceof DocumentFileError
              ? (formatError({ type: 'file', message: failure.message }) ?? failure.message)
              : errorText(failure);
          setError(text);
          toast({ title: t(m.uploadFailed), description: text, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <Wrapper data-language={language}>
      <p>
        <strong>{t(m.fileOf, { language: languageName })}</strong>
        {' : '}
        <span data-testid={`file-${language}`}>
          {newest ? t(m.fileLine, describe(newest)) : t(m.noFile)}
        </span>
      </p>
      <FileField
        key={inputKey}
        label={t(newest ? m.replaceFile : m.addFile, { language: languageName })}
        hint={upload.isPending ? t(m.uploading) : t(m.fileHint)}
        error={error}
        disabled={upload.isPending}
        onFile={send}
      />
      {versions.length > 0 ? (
        <details>
          <summary>{t(m.history, { language: languageName })}</summary>
          <ol reversed>
            {versions.map((file) => (
              <li key={file.id}>{t(m.versionLine, describe(file))}</li>
            ))}
          </ol>
        </details>
      ) : null}
    </Wrapper>
  );
}
