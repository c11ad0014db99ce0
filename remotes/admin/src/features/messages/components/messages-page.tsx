import { Button, ButtonLink, useToast, VisuallyHidden, CheckIcon } from '@school/design-system';
import { Alert, Badge, EmptyState } from '@school/design-system/display';
import { MailIcon, UploadIcon } from '@school/design-system/icons';
import { ConfirmDialog, Dialog, Tabs } from '@school/design-system/overlays';
import {
  Checkbox,
  Field,
  Pagination,
  Select,
  Table,
  type TableColumn,
} from '@school/design-system/forms';
import {
  MESSAGES_PAGE_SIZE,
  fetchAllContactMessages,
  useContactMessages,
  useDeleteMessages,
  useMarkMessagesHandled,
  useNewsletterOverview,
  useSubscribers,
  type ContactMessage,
  type NewsletterSending,
  type MessageFilter,
  type NewsletterSubscriber,
} from '@school/shared/data/admin';
import { mailtoHref, telHref } from '@school/shared';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { commonMessages } from '../../../components/common-messages';
import { InboxDetails, InboxEntry } from '../../../components/inbox';
import { LoadingStatus } from '../../../components/loading-status';
import { PageHeader } from '../../../components/page-header';
import { RelativeTime } from '../../../components/relative-time';
import { messagesCsv } from '../lib/messages-csv';
import { downloadText, subscribersCsv } from '../lib/subscribers-csv';
import { messagesMessages as m } from '../messages';
import { useErrorText } from '../../../lib/use-error-text';

const Inbox = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const BulkActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const FilterField = styled.div`
  min-width: 12rem;
`;

const Pager = styled.div`
  margin-block-start: ${({ theme }) => theme.space.md};
`;

/** A message's sender and subject hold one line each in the list. */
const Entry = styled(InboxEntry)`
  strong,
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Body = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-block: ${({ theme }) => theme.space.md};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const filters: readonly MessageFilter[] = ['new', 'handled', 'all'];

function ContactInbox() {
  const intl = useIntl();
  const errorText = useErrorText();
  const t = intl.formatMessage;
  const { toast } = useToast();
  const [filter, setFilter] = useState<MessageFilter>('new');
  // 1-based, as the pager shows it.
  const [page, setPage] = useState(1);
  const messages = useContactMessages(filter, page - 1);
  const mark = useMarkMessagesHandled();
  const remove = useDeleteMessages();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  // The message itself, not its id: it stays open when marking it moves it out of the filter.
  const [open, setOpen] = useState<ContactMessage | null>(null);
  // A sender's address and number are the sender's text: linked only through the shared
  // sanitizers, so `victim@x.yz?cc=attacker@evil.example` gets no Reply link (shown as text).
  const replyHref = open ? mailtoHref(open.email, { subject: `Re: ${open.subject}` }) : null;
  const emailHref = open ? mailtoHref(open.email) : null;
  const phoneHref = open ? telHref(open.phone) : null;
  const total = messages.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / MESSAGES_PAGE_SIZE));
  const rows = messages.data?.rows ?? [];

  // A bulk action can empty the last page: move back to the new last one (state adjusted
  // while rendering, as React recommends over an effect).
  if (messages.data && !messages.isPlaceholderData && page > pageCount) setPage(pageCount);

  const changeView = (next: { filter?: MessageFilter; page?: number }) => {
    if (next.filter) setFilter(next.filter);
    setPage(next.page ?? 1);
    // Selection is per page: what is ticked is always what is in view.
    setSelected(new Set());
  };

  const toggle = (id: string, on: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allOnPage = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const someOnPage = rows.some((row) => selected.has(row.id));

  const failure = (title: string) => (error: unknown) =>
    toast({ title, description: errorText(error), variant: 'destructive' });

  const setHandled = (message: ContactMessage, handled: boolean) =>
    mark.mutate(
      { ids: [message.id], handled },
      {
        onSuccess: () => {
          setOpen((current) =>
            current?.id === message.id
              ? { ...current, handled_at: handled ? new Date().toISOString() : null }
              : current,
          );
          if (handled) toast({ title: t(m.markedHandled), variant: 'success' });
        },
        onError: failure(t(m.markFailed)),
      },
    );

  const markSelected = () =>
    mark.mutate(
      { ids: [...selected], handled: true },
      {
        onSuccess: (count) => {
          setSelected(new Set());
          toast({ title: t(m.bulkMarked, { count }), variant: 'success' });
        },
        onError: failure(t(m.markFailed)),
      },
    );

  const deleteSelected = () =>
    remove.mutate(
      { ids: [...selected] },
      {
        onSuccess: (count) => {
          setConfirmingDelete(false);
          setSelected(new Set());
          toast({ title: t(m.deleted, { count }), variant: 'success' });
        },
        onError: (error) => {
          setConfirmingDelete(false);
          failure(t(m.deleteFailed))(error);
        },
      },
    );

  const [exporting, setExporting] = useState(false);
  const exportMessages = () => {
    setExporting(true);
    fetchAllContactMessages(filter)
      .then((all) =>
        downloadText(
          `messages-${filter}-${new Date().toISOString().slice(0, 10)}.csv`,
          messagesCsv(all),
        ),
      )
      .catch(failure(t(m.exportFailed)))
      .finally(() => setExporting(false));
  };

  const filterOptions = filters.map((value) => ({
    value,
    label: t({ new: m.filterNew, handled: m.filterHandled, all: m.filterAll }[value]),
  }));

  let list;
  if (messages.isPending) list = <LoadingStatus />;
  else if (messages.isError) {
    list = (
      <Alert tone="danger" title={t(m.loadFailed)}>
        {errorText(messages.error)}
      </Alert>
    );
  } else if (total === 0) {
    list = (
      <EmptyState
        titleAs="p"
        icon={<MailIcon />}
        title={t(filter === 'new' ? m.emptyNew : filter === 'handled' ? m.emptyHandled : m.empty)}
      />
    );
  } else {
    list = (
      <>
        <Toolbar>
          <Checkbox
            label={t(m.selectPage)}
            checked={allOnPage}
            ref={(box) => {
              // Some but not all ticked: the box says so (a DOM-only state).
              if (box) box.indeterminate = someOnPage && !allOnPage;
            }}
            onChange={(event) =>
              setSelected(event.target.checked ? new Set(rows.map((row) => row.id)) : new Set())
            }
          />
          <BulkActions>
            <p aria-live="polite">
              {selected.size > 0 ? t(m.selected, { count: selected.size }) : ''}
            </p>
            <Button
              variant="outline"
              size="sm"
              disabled={selected.size === 0}
              loading={mark.isPending && selected.size > 0}
              onClick={markSelected}
            >
              <CheckIcon />
              {t(m.bulkMarkHandled)}
            </Button>
            <Button
              variant="danger"
              size="sm"
              disabled={selected.size === 0}
              onClick={() => setConfirmingDelete(true)}
            >
              {t(m.bulkDelete)}
            </Button>
          </BulkActions>
        </Toolbar>
        <Inbox aria-label={t(m.listLabel)}>
          {rows.map((message) => (
            <Row key={message.id}>
              <Checkbox
                label={
                  <VisuallyHidden>
                    {t(m.selectMessage, { subject: message.subject })}
                  </VisuallyHidden>
                }
                checked={selected.has(message.id)}
                onChange={(event) => toggle(message.id, event.target.checked)}
              />
              <Entry
                type="button"
                data-waiting={message.handled_at ? undefined : ''}
                onClick={() => setOpen(message)}
              >
                <strong>{message.name}</strong>
                <Badge tone={message.handled_at ? 'neutral' : 'primary'}>
                  {t(message.handled_at ? m.handled : m.new)}
                </Badge>
                <span>{message.subject}</span>
                <RelativeTime value={message.created_at} />
              </Entry>
            </Row>
          ))}
        </Inbox>
        <Pager>
          <Pagination
            page={page}
            pageCount={pageCount}
            onPageChange={(next) => changeView({ page: next })}
            labels={{
              nav: t(commonMessages.paginationNav),
              previous: t(commonMessages.previous),
              next: t(commonMessages.next),
              status: (p, count) => t(commonMessages.pageStatus, { page: p, count }),
            }}
          />
        </Pager>
      </>
    );
  }

  return (
    <>
      <Toolbar>
        <FilterField>
          <Field label={t(m.filterLabel)}>
            <Select
              value={filter}
              options={filterOptions}
              onChange={(event) => changeView({ filter: event.target.value as MessageFilter })}
            />
          </Field>
        </FilterField>
        {messages.data ? <p>{t(m.total, { count: total })}</p> : null}
        {/* Every message the filter keeps, not only this page's. */}
        <Button
          variant="outline"
          disabled={total === 0}
          loading={exporting}
          onClick={exportMessages}
        >
          <UploadIcon />
          {t(m.export)}
        </Button>
      </Toolbar>
      {list}
      <ConfirmDialog
        open={confirmingDelete}
        title={t(m.deleteTitle)}
        message={t(m.deleteQuestion, { count: selected.size })}
        confirmLabel={t(m.bulkDelete)}
        cancelLabel={t(commonMessages.cancel)}
        closeLabel={t(commonMessages.close)}
        tone="danger"
        loading={remove.isPending}
        loadingLabel={t(m.deleting)}
        onConfirm={deleteSelected}
        onCancel={() => setConfirmingDelete(false)}
      />
      <Dialog
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open?.subject ?? ''}
        closeLabel={t(commonMessages.close)}
        footer={
          open ? (
            <>
              {replyHref ? (
                <ButtonLink href={replyHref} variant="outline">
                  <MailIcon />
                  {t(m.reply)}
                </ButtonLink>
              ) : null}
              <Button
                variant={open.handled_at ? 'ghost' : 'primary'}
                loading={mark.isPending}
                onClick={() => setHandled(open, !open.handled_at)}
              >
                {open.handled_at ? null : <CheckIcon />}
                {t(open.handled_at ? m.markUnhandled : m.markHandled)}
              </Button>
            </>
          ) : null
        }
      >
        {open ? (
          <>
            <InboxDetails>
              <dt>{t(m.from)}</dt>
              <dd>{open.name}</dd>
              <dt>{t(m.email)}</dt>
              <dd dir="ltr">{emailHref ? <a href={emailHref}>{open.email}</a> : open.email}</dd>
              <dt>{t(m.phone)}</dt>
              <dd dir="ltr">{phoneHref ? <a href={phoneHref}>{open.phone}</a> : open.phone}</dd>
              <dt>{t(m.received)}</dt>
              <dd>{intl.formatDate(open.created_at, { dateStyle: 'long', timeStyle: 'short' })}</dd>
            </InboxDetails>
            <Body>{open.message}</Body>
          </>
        ) : null}
      </Dialog>
    </>
  );
}

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.md};
  > div {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin-block: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.sm};
`;

/** Each language by its own name. */
const languageNames: Record<string, string> = { fr: 'Français', ar: 'العربية', en: 'English' };

/** The list's counts and each sending's progress (sent / pending / failed). */
function NewsletterOverview() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const errorText = useErrorText();
  const overview = useNewsletterOverview();
  if (overview.isPending) return <LoadingStatus />;
  if (overview.isError) {
    return (
      <Alert tone="danger" title={t(m.sendingsLoadFailed)}>
        {errorText(overview.error)}
      </Alert>
    );
  }
  const { summary, sendings } = overview.data;
  const number = (value: number) => intl.formatNumber(value);
  const columns: TableColumn<NewsletterSending>[] = [
    { id: 'item', header: t(m.colItem), cell: (s) => s.title },
    {
      id: 'date',
      header: t(m.colSentOn),
      cell: (s) => (
        <time dateTime={s.created_at}>
          {intl.formatDate(s.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
      ),
    },
    { id: 'sent', header: t(m.colSent), cell: (s) => number(s.sent) },
    { id: 'pending', header: t(m.colPending), cell: (s) => number(s.pending) },
    { id: 'failed', header: t(m.colFailed), cell: (s) => number(s.failed) },
  ];
  return (
    <>
      <SectionTitle>{t(m.summaryLabel)}</SectionTitle>
      <Figures data-newsletter-summary="">
        <div>
          <dt>{t(m.summaryConfirmed)}</dt>
          <dd>{number(summary.confirmed)}</dd>
        </div>
        <div>
          <dt>{t(m.summaryPending)}</dt>
          <dd>{number(summary.pending)}</dd>
        </div>
        <div>
          <dt>{t(m.summaryUnsubscribed)}</dt>
          <dd>{number(summary.unsubscribed)}</dd>
        </div>
        <div>
          <dt>{t(m.summaryExpired)}</dt>
          <dd>{number(summary.expired)}</dd>
        </div>
      </Figures>
      <SectionTitle>{t(m.sendingsTitle)}</SectionTitle>
      <p>{t(m.sendingsIntro)}</p>
      <Table
        caption={t(m.sendingsTitle)}
        columns={columns}
        rows={sendings}
        rowKey={(s) => String(s.issue_id)}
        empty={t(m.sendingsEmpty)}
      />
    </>
  );
}

function Subscribers() {
  const intl = useIntl();
  const errorText = useErrorText();
  const subscribers = useSubscribers();
  const list = subscribers.data ?? [];
  const columns: TableColumn<NewsletterSubscriber>[] = [
    {
      id: 'email',
      header: intl.formatMessage(m.colEmail),
      cell: (s) => <span dir="ltr">{s.email}</span>,
    },
    {
      id: 'status',
      header: intl.formatMessage(m.colStatus),
      cell: (s) =>
        s.confirmed_at ? (
          <Badge tone="success">{intl.formatMessage(m.statusConfirmed)}</Badge>
        ) : (
          <Badge tone="neutral">{intl.formatMessage(m.statusPending)}</Badge>
        ),
    },
    {
      id: 'language',
      header: intl.formatMessage(m.colLanguage),
      cell: (s) => <span lang={s.locale}>{languageNames[s.locale] ?? s.locale}</span>,
    },
    {
      id: 'subscribed',
      header: intl.formatMessage(m.colSubscribed),
      cell: (s) => (
        <time dateTime={s.created_at}>
          {intl.formatDate(s.created_at, { dateStyle: 'medium' })}
        </time>
      ),
    },
  ];
  return (
    <>
      <NewsletterOverview />
      <SectionTitle>{intl.formatMessage(m.subscribersCaption)}</SectionTitle>
      {subscribers.isPending ? (
        <LoadingStatus />
      ) : subscribers.isError ? (
        <Alert tone="danger" title={intl.formatMessage(m.subscribersLoadFailed)}>
          {errorText(subscribers.error)}
        </Alert>
      ) : (
        <>
          <Toolbar>
            <p>{intl.formatMessage(m.subscriberCount, { count: list.length })}</p>
            <Button
              variant="outline"
              disabled={list.length === 0}
              onClick={() =>
                downloadText(
                  `newsletter-subscribers-${new Date().toISOString().slice(0, 10)}.csv`,
                  subscribersCsv(list),
                )
              }
            >
              <UploadIcon />
              {intl.formatMessage(m.export)}
            </Button>
          </Toolbar>
          <Table
            caption={intl.formatMessage(m.subscribersCaption)}
            columns={columns}
            rows={list}
            rowKey={(s) => s.id}
            empty={intl.formatMessage(m.subscribersEmpty)}
          />
        </>
      )}
    </>
  );
}

export default function MessagesPage() {
  const intl = useIntl();
  return (
    <div data-page="admin-messages">
      <PageHeader title={intl.formatMessage(m.title)} subtitle={intl.formatMessage(m.subtitle)} />
      <Tabs
        label={intl.formatMessage(m.tabs)}
        tabs={[
          { id: 'contact', label: intl.formatMessage(m.contactTab), panel: <ContactInbox /> },
          {
            id: 'subscribers',
            label: intl.formatMessage(m.subscribersTab),
            panel: <Subscribers />,
          },
        ]}
      />
    </div>
  );
}
