import { Button, Stack, useToast } from '@school/design-system';
import { Alert, Badge } from '@school/design-system/display';
import { Checkbox, Field, FileInput, Input, Select, TextArea } from '@school/design-system/forms';
import { Tabs } from '@school/design-system/overlays';
import { FormField } from '@school/design-system/forms';
import {
  ACCEPTED_IMAGE_TYPES,
  blogCategories,
  contentFormSchema,
  isSlugTakenError,
  isTranslationStarted,
  missingImageAlts,
  slugify,
  translationLocales,
  useCreateContent,
  useSendNewsletter,
  useUpdateContent,
  useUploadContentImage,
  type ContentFormInput,
  type ContentFormValues,
  type ContentItem,
  type TranslationLocale,
} from '@school/shared/data/admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useValidationText } from '../../../lib/use-validation-text';
import { toLocalInput } from '../lib/filter-content';
import { contentMessages as m } from '../messages';
import { commonMessages } from '../../../components/common-messages';
import { BodyEditor } from './body-editor';
import { categoryLabels } from './labels';
import { useErrorText } from '../../../lib/use-error-text';

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding-block-start: ${({ theme }) => theme.space.md};
`;

/** Each language's own name, as the site's language switcher writes it. */
const languageNames: Record<'fr' | TranslationLocale, string> = {
  fr: 'Français',
  ar: 'العربية',
  en: 'English',
};

const TabLabel = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

function versionDefaults(item: ContentItem | null, locale: TranslationLocale) {
  const pick = (field: 'title' | 'excerpt' | 'content' | 'slug' | 'image_alt') =>
    item?.[`${field}_${locale}`] ?? '';
  return {
    title: pick('title'),
    excerpt: pick('excerpt'),
    content: pick('content'),
    slug: pick('slug'),
    image_alt: pick('image_alt'),
  };
}

function defaultsFor(item: ContentItem | null): ContentFormInput {
  const scheduled =
    item?.published_at && new Date(item.published_at).getTime() > Date.now()
      ? item.published_at
      : null;
  return {
    title: item?.title ?? '',
    slug: item?.slug ?? '',
    content: item?.content ?? '',
    excerpt: item?.excerpt ?? '',
    type: (item?.type as 'blog' | 'news' | undefined) ?? 'blog',
    status: (item?.status as 'draft' | 'published' | undefined) ?? 'draft',
    category: (item?.category as ContentFormInput['category']) ?? '',
    featured_image: item?.featured_image ?? null,
    image_alt: item?.image_alt ?? '',
    ar: versionDefaults(item, 'ar'),
    en: versionDefaults(item, 'en'),
    scheduled_for: toLocalInput(scheduled),
  };
}

/** The first language tab holding an error, to show it after a refused save. */
function tabWithError(errors: FieldErrors<ContentFormInput>): 'fr' | TranslationLocale | null {
  if (errors.title || errors.slug || errors.excerpt || errors.content || errors.image_alt) {
    return 'fr';
  }
  return translationLocales.find((locale) => errors[locale]) ?? null;
}

export interface ContentFormProps {
  item: ContentItem | null;
  /** Reports unsaved changes, so closing the dialog can ask first. */
  onDirtyChange: (dirty: boolean) => void;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * The create/edit form. A failed save keeps everything typed (and an image already uploaded);
 * a slug already taken is said on the slug field.
 */
export function ContentForm({ item, onDirtyChange, onSaved, onCancel }: ContentFormProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const { toast } = useToast();
  const formatError = useValidationText(m);
  const create = useCreateContent();
  const update = useUpdateContent();
  const upload = useUploadContentImage();
  const sendNewsletter = useSendNewsletter();
  // « Send to subscribers »: asked on each save of a published news item, never remembered.
  const [send, setSend] = useState(false);
  const [imageFile, setImageFile] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  const [fileInputKey, setFileInputKey] = useState(0);
  const formId = useId();
  const { control, handleSubmit, setValue, setError, getValues, formState } = useForm<
    ContentFormInput,
    unknown,
    ContentFormValues
  >({ resolver: zodResolver(contentFormSchema), defaultValues: defaultsFor(item) });
  const title = useWatch({ control, name: 'title' });
  const type = useWatch({ control, name: 'type' });
  const status = useWatch({ control, name: 'status' });
  const featured = useWatch({ control, name: 'featured_image' });
  const versions = useWatch({ control, name: ['ar', 'en'] });
  const [language, setLanguage] = useState<'fr' | TranslationLocale>('fr');
  const hasImage = Boolean(featured) || imageFile !== null;

  const dirty = formState.isDirty || imageFile !== null;
  const [reported, setReported] = useState(false);
  if (dirty !== reported) {
    setReported(dirty);
    onDirtyChange(dirty);
  }

  const showErrors = (errors: FieldErrors<ContentFormInput>) => {
    const tab = tabWithError(errors);
    if (tab) setLanguage(tab);
  };

  const submit = handleSubmit(async (values) => {
    // A chosen file is not in the values until it is uploaded: its descriptions are required now.
    const missing = missingImageAlts(values, imageFile !== null);
    if (missing.length > 0) {
      for (const field of missing) {
        setError(field, { type: 'required', message: 'validation.imageAlt.required' });
      }
      const first = missing[0];
      setLanguage(first === 'image_alt' ? 'fr' : (first?.slice(0, 2) as TranslationLocale));
      return;
    }
    try {
      let featuredImage = values.featured_image ?? null;
      if (imageFile) {
        featuredImage = await upload.mutateAsync(imageFile);
        // Uploaded once: a save that fails after this keeps the image without sending it again.
        setValue('featured_image', featuredImage, { shouldDirty: true });
        setImageFile(null);
      }
      const payload = { ...values, featured_image: featuredImage };
      const saved = item
        ? await update.mutateAsync({ id: item.id, values: payload })
        : await create.mutateAsync(payload);
      toast({ title: intl.formatMessage(item ? m.updated : m.created), variant: 'success' });
      if (send && values.type === 'news' && values.status === 'published') {
        try {
          const queued = await sendNewsletter.mutateAsync(saved.id);
          toast({ title: intl.formatMessage(m.sendQueued, { count: queued }), variant: 'success' });
        } catch (error) {
          // The item is saved; only the sending failed (or it went before: never twice).
          const already = (error as { code?: string }).code === '23505';
          toast({
            title: intl.formatMessage(already ? m.sendAlready : m.sendFailed),
            description: already ? undefined : errorText(error),
            variant: already ? 'default' : 'destructive',
          });
        }
      }
      onSaved();
    } catch (error) {
      if (isSlugTakenError(error)) {
        // The database names the index of the language whose address is taken.
        const text = `${(error as { message?: string }).message ?? ''} ${(error as { details?: string }).details ?? ''}`;
        const locale = translationLocales.find((code) => text.includes(`path_slug_${code}`));
        setLanguage(locale ?? 'fr');
        setError(
          locale ? `${locale}.slug` : 'slug',
          { type: 'taken', message: 'validation.slug.taken' },
          { shouldFocus: true },
        );
      }
      toast({
        title: intl.formatMessage(m.saveFailed),
        description: isSlugTakenError(error) ? intl.formatMessage(m.slugTaken) : errorText(error),
        variant: 'destructive',
      });
    }
  }, showErrors);

  const busy = formState.isSubmitting;
  const typeOptions = [
    { value: 'blog', label: intl.formatMessage(m.typeBlog) },
    { value: 'news', label: intl.formatMessage(m.typeNews) },
  ];
  const statusOptions = [
    { value: 'draft', label: intl.formatMessage(m.statusDraft) },
    { value: 'published', label: intl.formatMessage(m.statusPublished) },
  ];
  const categoryOptions = [
    { value: '', label: intl.formatMessage(m.noCategory) },
    ...blogCategories.map((category) => ({
      value: category,
      label: intl.formatMessage(categoryLabels[category]),
    })),
  ];

  return (
    <form id={formId} noValidate onSubmit={submit} aria-busy={busy || undefined}>
      <Stack gap="md">
        <Row>
          <FormField
            control={control}
            name="type"
            label={intl.formatMessage(m.fieldType)}
            render={(field) => <Select {...field} options={typeOptions} />}
          />
          {type === 'blog' ? (
            <FormField
              control={control}
              name="category"
              label={intl.formatMessage(m.fieldCategory)}
              render={(field) => (
                <Select {...field} value={field.value ?? ''} options={categoryOptions} />
              )}
            />
          ) : null}
          <FormField
            control={control}
            name="status"
            label={intl.formatMessage(m.fieldStatus)}
            render={(field) => <Select {...field} options={statusOptions} />}
          />
        </Row>
        {status === 'published' ? (
          <FormField
            control={control}
            name="scheduled_for"
            label={intl.formatMessage(m.fieldSchedule)}
            hint={intl.formatMessage(m.fieldScheduleHint)}
            formatError={formatError}
            render={(field) => (
              <Input
                {...field}
                type="datetime-local"
                // Seconds too: a scheduled time is exact to the second.
                step={1}
                value={typeof field.value === 'string' ? field.value : ''}
              />
            )}
          />
        ) : null}
        {type === 'news' && status === 'published' ? (
          <Checkbox
            label={intl.formatMessage(m.fieldSend)}
            hint={intl.formatMessage(m.fieldSendHint)}
            checked={send}
            onChange={(event) => setSend(event.target.checked)}
          />
        ) : null}
        <Field
          label={intl.formatMessage(m.fieldImage)}
          hint={intl.formatMessage(m.fieldImageHint)}
          error={imageError}
        >
          <FileInput
            key={fileInputKey}
            previewUrl={featured ?? null}
            previewAlt={intl.formatMessage(m.imageAlt)}
            removeLabel={intl.formatMessage(m.removeImage)}
            onFileChange={(file) => {
              if (file && !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
                setImageError(intl.formatMessage(m.imageType));
                setImageFile(null);
                setFileInputKey((key) => key + 1);
                return;
              }
              setImageError(undefined);
              setImageFile(file);
              if (!file && getValues('featured_image'))
                setValue('featured_image', null, { shouldDirty: true });
            }}
          />
        </Field>
        <Tabs
          label={intl.formatMessage(m.languagesLabel)}
          value={language}
          onValueChange={(id: string) => setLanguage(id as 'fr' | TranslationLocale)}
          tabs={[
            {
              id: 'fr',
              label: (
                <TabLabel>
                  <span lang="fr">{languageNames.fr}</span>
                  <Badge tone="info">{intl.formatMessage(m.required)}</Badge>
                </TabLabel>
              ),
              panel: (
                <Stack gap="md">
                  <FormField
                    control={control}
                    name="title"
                    label={intl.formatMessage(m.fieldTitle)}
                    required
                    formatError={formatError}
                    render={(field) => <Input {...field} />}
                  />
                  <FormField
                    control={control}
                    name="slug"
                    label={intl.formatMessage(m.fieldSlug)}
                    hint={intl.formatMessage(m.fieldSlugHint)}
                    formatError={formatError}
                    render={(field) => (
                      <Input
                        {...field}
                        value={field.value ?? ''}
                        dir="ltr"
                        spellCheck={false}
                        // Left empty, the database derives it from the title and makes it unique.
                        placeholder={slugify(title ?? '')}
                      />
                    )}
                  />
                  <FormField
                    control={control}
                    name="excerpt"
                    label={intl.formatMessage(m.fieldExcerpt)}
                    formatError={formatError}
                    render={(field) => <TextArea {...field} value={field.value ?? ''} rows={2} />}
                  />
                  <FormField
                    control={control}
                    name="content"
                    label={intl.formatMessage(m.fieldContent)}
                    hint={intl.formatMessage(m.editorHint)}
                    required
                    formatError={formatError}
                    render={(field) => <BodyEditor {...field} />}
                  />
                  {hasImage ? (
                    <FormField
                      control={control}
                      name="image_alt"
                      label={intl.formatMessage(m.fieldImageAlt)}
                      hint={intl.formatMessage(m.fieldImageAltHint)}
                      required
                      formatError={formatError}
                      render={(field) => <Input {...field} value={field.value ?? ''} />}
                    />
                  ) : null}
                </Stack>
              ),
            },
            ...translationLocales.map((locale, index) => {
              const started = isTranslationStarted(versions[index]);
              const dir = locale === 'ar' ? ('rtl' as const) : ('ltr' as const);
              return {
                id: locale,
                label: (
                  <TabLabel>
                    <span lang={locale}>{languageNames[locale]}</span>
                    <Badge
                      tone={started ? 'success' : 'neutral'}
                      data-translation-state={started ? 'translated' : 'missing'}
                    >
                      {intl.formatMessage(started ? m.translated : m.notTranslated)}
                    </Badge>
                  </TabLabel>
                ),
                panel: (
                  <Stack gap="md">
                    {started ? null : (
                      <Alert tone="info">{intl.formatMessage(m.notTranslatedNote)}</Alert>
                    )}
                    <FormField
                      control={control}
                      name={`${locale}.title`}
                      label={intl.formatMessage(m.fieldTitle)}
                      formatError={formatError}
                      render={(field) => (
                        <Input {...field} value={field.value ?? ''} lang={locale} dir={dir} />
                      )}
                    />
                    <FormField
                      control={control}
                      name={`${locale}.slug`}
                      label={intl.formatMessage(m.fieldSlug)}
                      hint={intl.formatMessage(m.fieldSlugShared)}
                      formatError={formatError}
                      render={(field) => (
                        <Input
                          {...field}
                          value={field.value ?? ''}
                          dir="auto"
                          spellCheck={false}
                          placeholder={slugify(versions[index]?.title ?? '')}
                        />
                      )}
                    />
                    <FormField
                      control={control}
                      name={`${locale}.excerpt`}
                      label={intl.formatMessage(m.fieldExcerpt)}
                      formatError={formatError}
                      render={(field) => (
                        <TextArea
                          {...field}
                          value={field.value ?? ''}
                          rows={2}
                          lang={locale}
                          dir={dir}
                        />
                      )}
                    />
                    <FormField
                      control={control}
                      name={`${locale}.content`}
                      label={intl.formatMessage(m.fieldContent)}
                      hint={intl.formatMessage(m.editorHint)}
                      formatError={formatError}
                      render={(field) => (
                        <BodyEditor
                          {...field}
                          value={field.value ?? ''}
                          lang={locale}
                          dir={dir}
                          label={`${intl.formatMessage(m.fieldContent)} (${languageNames[locale]})`}
                        />
                      )}
                    />
                    {hasImage ? (
                      <FormField
                        control={control}
                        name={`${locale}.image_alt`}
                        label={intl.formatMessage(m.fieldImageAlt)}
                        hint={intl.formatMessage(m.fieldImageAltHint)}
                        formatError={formatError}
                        render={(field) => (
                          <Input {...field} value={field.value ?? ''} lang={locale} dir={dir} />
                        )}
                      />
                    ) : null}
                  </Stack>
                ),
              };
            }),
          ]}
        />
        <Footer>
          <Button type="button" variant="ghost" onClick={onCancel} disabled={busy}>
            {intl.formatMessage(commonMessages.cancel)}
          </Button>
          <Button type="submit" loading={busy} loadingLabel={intl.formatMessage(m.saving)}>
            {intl.formatMessage(m.save)}
          </Button>
        </Footer>
      </Stack>
    </form>
  );
}
