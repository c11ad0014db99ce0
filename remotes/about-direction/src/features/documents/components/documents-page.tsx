import { Section, VisuallyHidden } from '@school/design-system';
import { EmptyState, PageHero } from '@school/design-system/display';
import { Island, useLocale, withCatalog } from '@school/shared';
import {
  documentCategories,
  documentLevels,
  documentTitle,
  fileTypeLabel,
  formatFileSize,
  servedFile,
  usePublicDocuments,
  type DocumentLevel,
  type PublicDocument,
} from '@school/shared/data/documents';
import { PageHead } from '@school/shared/seo';
import { useId, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { loadCatalog } from '../../../i18n/catalogs';
import { documentsMessages as m, fileInfoMessage, schoolYearMessage } from '../messages';

const unchanging = () => () => {};

/**
 * The level chosen in the address (`?level=primary`); null for all or an unknown one. The
 * prerendered /documents lists every document; a shared `/documents?level=…` is served that page,
 * so while React hydrates it the answer is "all", as drawn, then the address's level (as the
 * blog's category: hydrating with another list than the server's is React's #418).
 */
export function useDocumentLevel(): DocumentLevel | null {
  const [params] = useSearchParams();
  const hydrated = useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
  const value = hydrated ? params.get('level') : null;
  return documentLevels.find((level) => level === value) ?? null;
}

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: 0;
  list-style: none;
`;

const Chip = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding-inline: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  a {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    min-height: 24px;
  }
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const CategoryTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.sm};
`;

function LevelChips({ current }: { current: DocumentLevel | null }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const chips = [
    { id: null, label: intl.formatMessage(m.allLevels) },
    ...documentLevels.map((level) => ({ id: level, label: intl.formatMessage(m[level]) })),
  ];
  return (
    <nav aria-label={intl.formatMessage(m.levels)}>
      <Chips>
        {chips.map((chip) => (
          <li key={chip.id ?? 'all'}>
            <Chip
              to={chip.id ? `${pathname}?level=${chip.id}` : pathname}
              aria-current={chip.id === current ? 'page' : undefined}
              preventScrollReset
            >
              {chip.label}
            </Chip>
          </li>
        ))}
      </Chips>
    </nav>
  );
}

function DocumentRow({ document }: { document: PublicDocument }) {
  const intl = useIntl();
  const locale = useLocale();
  const t = intl.formatMessage;
  const file = servedFile(document, locale);
  if (!file) return null;
  const title = documentTitle(document, locale);
  const url = document.urls[file.language];
  const size = formatFileSize(file.size_bytes, locale);
  const type = fileTypeLabel(file.mime_type);
  const fallback = file.language !== locale;
  const details = [
    document.school_year ? t(schoolYearMessage, { year: document.school_year }) : null,
    document.level ? t(m[document.level as DocumentLevel]) : null,
  ].filter(Boolean);
  return (
    <Row data-document={document.id}>
      <a
        href={url}
        hrefLang={file.language}
        type={file.mime_type}
        data-size={file.size_bytes}
        lang={title.lang === locale ? undefined : title.lang}
      >
        {title.text}
      </a>
      <Meta>
        {t(fileInfoMessage, { type, size })}
        {fallback ? ` · ${t(m.inFrench)}` : ''}
        {details.length > 0 ? ` · ${details.join(' · ')}` : ''}
      </Meta>
    </Row>
  );
}

/**
 * The documents to download, grouped by category, filtered by the level in the address: the
 * page's interactive part. On a page of islands it is hydrated alone, from
 * `./islands/documents` (no `useId` in it: its ids would differ in a root of its own).
 */
export function DocumentsListing() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const level = useDocumentLevel();
  const documents = usePublicDocuments();
  const shown = (documents.data ?? []).filter(
    // A document for every level is shown under each level.
    (document) => !level || !document.level || document.level === level,
  );
  const groups = documentCategories
    .map((category) => ({ category, items: shown.filter((d) => d.category === category) }))
    .filter((group) => group.items.length > 0);
  return (
    <>
      <LevelChips current={level} />
      {documents.isPending ? (
        <p role="status">{t(m.loading)}</p>
      ) : documents.isError ? (
        <p role="alert">{t(m.error)}</p>
      ) : groups.length === 0 ? (
        <EmptyState title={t(level ? m.emptyLevel : m.empty)} />
      ) : (
        groups.map((group) => (
          <section key={group.category} data-category={group.category}>
            <CategoryTitle>{t(m[group.category])}</CategoryTitle>
            <List>
              {group.items.map((document) => (
                <DocumentRow key={document.id} document={document} />
              ))}
            </List>
          </section>
        ))
      )}
    </>
  );
}

/** The documents page: its head, and its list (DocumentsListing), an island of its own. */
export function DocumentsContent() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const listId = useId();
  return (
    <div data-remote="about-direction" data-page="documents">
      <PageHead title={t(m.metaTitle)} description={t(m.metaDescription)} kind="default" />
      <PageHero eyebrow={t(m.eyebrow)} title={t(m.title)} subtitle={t(m.subtitle)} />
      <Section aria-labelledby={listId} data-section="documents" narrow>
        <VisuallyHidden as="h2" id={listId}>
          {t(m.title)}
        </VisuallyHidden>
        <Island module="about_direction/islands/documents" followsData>
          <DocumentsListing />
        </Island>
      </Section>
    </div>
  );
}

export default withCatalog(loadCatalog, DocumentsContent);
