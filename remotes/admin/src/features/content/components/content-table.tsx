import { Button, ButtonLink, IconButton } from '@school/design-system';
import { Badge, Card, ContentTypeBadge } from '@school/design-system/display';
import { EditIcon, EyeIcon, TrashIcon } from '@school/design-system/icons';
import { Table, type TableColumn } from '@school/design-system/forms';
import { DRAFT_PARAM, useLinks } from '@school/shared';
import {
  contentTypeOf,
  displayStatus,
  type BlogCategory,
  type ContentItem,
} from '@school/shared/data/admin';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { contentMessages as m } from '../messages';
import { categoryLabels, statusLabels, typeLabels } from './labels';
import { useNarrowScreen } from '../../../lib/use-narrow-screen';

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

/**
 * One page of content items: a table with a column each for title, type, status, category,
 * date and actions; on a narrow screen, one card per item.
 */
export function ContentTable({
  items,
  busy,
  now,
  onEdit,
  onDelete,
}: {
  items: ContentItem[];
  /** The list is being read again. */
  busy: boolean;
  /** The moment statuses are shown for (a scheduled item whose time has come is published). */
  now: Date;
  onEdit: (item: ContentItem) => void;
  onDelete: (item: ContentItem) => void;
}) {
  const intl = useIntl();
  const links = useLinks();
  const narrow = useNarrowScreen();

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
        href={live ? path : `${path}?${DRAFT_PARAM}`}
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

  if (narrow) {
    return items.length === 0 ? (
      <p>{intl.formatMessage(m.noMatch)}</p>
    ) : (
      <CardList aria-label={intl.formatMessage(m.caption)} aria-busy={busy}>
        {items.map((item) => (
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
                  onClick={() => onEdit(item)}
                >
                  {intl.formatMessage(m.editShort)}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  iconStart={<TrashIcon />}
                  aria-label={intl.formatMessage(m.deleteItem, { title: item.title })}
                  onClick={() => onDelete(item)}
                >
                  {intl.formatMessage(m.delete)}
                </Button>
                {siteLink(item, false)}
              </CardActions>
            </ItemCard>
          </li>
        ))}
      </CardList>
    );
  }

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
            onClick={() => onEdit(item)}
          />
          <IconButton
            label={intl.formatMessage(m.deleteItem, { title: item.title })}
            icon={<TrashIcon />}
            onClick={() => onDelete(item)}
          />
        </RowActions>
      ),
    },
  ];

  return (
    <Table
      caption={intl.formatMessage(m.caption)}
      columns={columns}
      rows={items}
      rowKey={(item) => item.id}
      busy={busy}
      empty={intl.formatMessage(m.noMatch)}
    />
  );
}
