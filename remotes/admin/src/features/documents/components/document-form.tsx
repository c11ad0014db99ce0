import { Button, Stack, useToast } from '@school/design-system';
import { FormField, Input, Select } from '@school/design-system/forms';
import {
  DOCUMENT_TITLE_MAX_LENGTH,
  DocumentFileError,
  checkDocumentFile,
  documentCategories,
  documentFormSchema,
  documentLevels,
  documentSaveError,
  invalidateDocuments,
  uploadDocumentFile,
  useSaveDocument,
  type DocumentFormInput,
  type DocumentFormValues,
  type SchoolDocument,
} from '@school/shared/data/admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { commonMessages } from '../../../components/common-messages';
import { useErrorText } from '../../../lib/use-error-text';
import { useValidationText } from '../../../lib/use-validation-text';
import { categoryLabels, documentsMessages as m, levelLabels } from '../messages';
import { FileField } from './file-field';
import { FormFooter as Footer, FormRow as Row } from '../../../components/form-layout';

function defaultsFor(document: SchoolDocument | null): DocumentFormInput {
  return {
    title_fr: document?.title_fr ?? '',
    title_ar: document?.title_ar ?? '',
    title_en: document?.title_en ?? '',
    category: (document?.category ?? 'fees') as DocumentFormInput['category'],
    level: (document?.level ?? '') as DocumentFormInput['level'],
    school_year: document?.school_year ?? '',
  };
}

export interface DocumentFormProps {
  document: SchoolDocument | null;
  onDirtyChange: (dirty: boolean) => void;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * The create/edit form of a document: its titles, category, level and school year, and for a new
 * one its French file (checked before anything is sent: type, 20 MB, the first bytes). What the
 * database or the bucket refuses is said on its field; a failed save keeps everything typed and
 * the chosen file.
 */
export function DocumentForm({ document, onDirtyChange, onSaved, onCancel }: DocumentFormProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { toast } = useToast();
  const errorText = useErrorText();
  const formatError = useValidationText(m);
  const save = useSaveDocument();
  const formId = useId();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  // The file chosen last: a check of an earlier one that ends later says nothing.
  const chosenFile = useRef<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [createdId, setCreatedId] = useState<number | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<
    DocumentFormInput,
    unknown,
    DocumentFormValues
  >({ resolver: zodResolver(documentFormSchema), defaultValues: defaultsFor(document) });

  const [reported, setReported] = useState(false);
  const dirty = formState.isDirty || file !== null;
  if (dirty !== reported) {
    setReported(dirty);
    onDirtyChange(dirty);
  }

  const problemText = (problem: string) =>
    formatError({ type: 'file', message: `validation.document.file.${problem}` }) ?? problem;
  const creating = document === null;

  const submit = handleSubmit(async (values) => {
    if (creating) {
      if (!file) {
        setFileError(problemText('required'));
        return;
      }
      const problem = await checkDocumentFile(file);
      if (problem) {
        setFileError(problemText(problem));
        return;
      }
    }
    let id = document?.id ?? createdId ?? undefined;
    try {
      id = await save.mutateAsync({ id, values });
      setCreatedId(id);
    } catch (error) {
      const refused = documentSaveError(error);
      if (refused) {
        setError(
          refused.field,
          { type: 'database', message: refused.message },
          { shouldFocus: true },
        );
      }
      toast({
        title: t(m.saveFailed),
        description: refused
          ? formatError({ type: 'database', message: refused.message })
          : errorText(error),
        variant: 'destructive',
      });
      return;
    }
    if (creating && file) {
      try {
        await uploadDocumentFile({ document: { id, files: [] }, language: 'fr', file });
        // The list was read again when the document was saved, before its file was there.
        await invalidateDocuments(queryClient);
      } catch (error) {
        // The document is saved (a second submit does not make another); the file is not.
        const text =
          error instanceof DocumentFileError ? problemText(error.problem) : errorText(error);
        setFileError(text);
        toast({ title: t(m.uploadFailed), description: text, variant: 'destructive' });
        return;
      }
    }
    toast({ title: t(creating ? m.created : m.updated), variant: 'success' });
    onSaved();
  });

  const categoryOptions = documentCategories.map((category) => ({
    value: category,
    label: t(categoryLabels[category]),
  }));
  const levelOptions = [
    { value: '', label: t(m.allLevels) },
    ...documentLevels.map((level) => ({ value: level, label: t(levelLabels[level]) })),
  ];
  const busy = formState.isSubmitting;

  return (
    <form id={formId} noValidate onSubmit={submit} aria-busy={busy || undefined}>
      <Stack gap="md">
        <FormField
          control={control}
          name="title_fr"
          label={t(m.fieldTitleFr)}
          required
          formatError={formatError}
          render={(field) => (
            <Input {...field} lang="fr" dir="ltr" maxLength={DOCUMENT_TITLE_MAX_LENGTH} />
          )}
        />
        <Row>
          <FormField
            control={control}
            name="title_ar"
            label={t(m.fieldTitleAr)}
            hint={t(m.fieldTranslationHint)}
            formatError={formatError}
            render={(field) => (
              <Input
                {...field}
                value={field.value ?? ''}
                lang="ar"
                dir="rtl"
                maxLength={DOCUMENT_TITLE_MAX_LENGTH}
              />
            )}
          />
          <FormField
            control={control}
            name="title_en"
            label={t(m.fieldTitleEn)}
            hint={t(m.fieldTranslationHint)}
            formatError={formatError}
            render={(field) => (
              <Input
                {...field}
                value={field.value ?? ''}
                lang="en"
                dir="ltr"
                maxLength={DOCUMENT_TITLE_MAX_LENGTH}
              />
            )}
          />
        </Row>
        <Row>
          <FormField
            control={control}
            name="category"
            label={t(m.fieldCategory)}
            required
            formatError={formatError}
            render={(field) => <Select {...field} options={categoryOptions} />}
          />
          <FormField
            control={control}
            name="level"
            label={t(m.fieldLevel)}
            formatError={formatError}
            render={(field) => (
              <Select {...field} value={field.value ?? ''} options={levelOptions} />
            )}
          />
          <FormField
            control={control}
            name="school_year"
            label={t(m.fieldSchoolYear)}
            hint={t(m.fieldSchoolYearHint)}
            formatError={formatError}
            render={(field) => (
              <Input {...field} value={field.value ?? ''} inputMode="numeric" maxLength={9} />
            )}
          />
        </Row>
        {creating ? (
          <FileField
            label={t(m.fieldFileFr)}
            hint={t(m.fileHint)}
            required
            error={fileError}
            disabled={busy}
            onFile={(chosen) => {
              setFile(chosen);
              chosenFile.current = chosen;
              setFileError(null);
              // Said as soon as it is chosen, not only once the rest of the form is valid.
              if (chosen) {
                void checkDocumentFile(chosen).then((problem) => {
                  if (problem && chosenFile.current === chosen) setFileError(problemText(problem));
                });
              }
            }}
          />
        ) : null}
        <Footer>
          <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
            {t(commonMessages.cancel)}
          </Button>
          <Button type="submit" loading={busy} loadingLabel={t(m.saving)}>
            {t(m.save)}
          </Button>
        </Footer>
      </Stack>
    </form>
  );
}
