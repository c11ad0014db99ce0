import {
  Alert,
  Badge,
  Button,
  ButtonLink,
  CheckIcon,
  EmptyState,
  MailIcon,
  UploadIcon,
  useToast,
} from '@school/design-system';
import { Dialog, Tabs } from '@school/design-system/overlays';
import { Table, type TableColumn } from '@school/design-system/forms';
import {
  useContactMessages,
  useMarkMessageHandled,
  useSubscribers,
  type ContactMessage,
  type NewsletterSubscriber,
} from '@school/shared/data/admin';
import { mailtoHref, telHref } from '@school/shared';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { commonMessages } from '../../../components/common-messages';
import { LoadingStatus } from '../../../components/loading-status';
import { PageHeader } from '../../../components/page-header';
import { RelativeTime } from '../../../components/relative-time';
import { errorMessage } from '../../../lib/error-message';
import { downloadText, subscribersCsv } from '../lib/subscribers-csv';
import { messagesMessages as m } from '../messages';

const Inbox = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled.button`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.md};
  width: 100%;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  &[data-unread] {
    border-inline-start-color: ${({ theme }) => theme.colors.primary};
  }
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  strong,
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  span,
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
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

function ContactInbox() {
  const intl = useIntl();
  const { toast } = useToast();
  const messages = useContactMessages();
  const mark = useMarkMessageHandled();
  const [openId, setOpenId] = useState<string | null>(null);
  const open = messages.data?.find((message) => message.id === openId) ?? null;
  // A sender's address and number are the sender's text: linked only through the shared
  // sanitizers, so `victim@x.yz?cc=attacker@evil.example` gets no Reply link (shown as text).
  const replyHref = open ? mailtoHref(open.email, { subject: `Re: ${open.subject}` }) : null;
  const emailHref = open ? mailtoHref(open.email) : null;
  const phoneHref = open ? telHref(open.phone) : null;

  const setHandled = (message: ContactMessage, handled: boolean) =>
    mark.mutate(
      { id: message.id, handled },
      {
        onSuccess: () => {
          if (handled) toast({ title: intl.formatMessage(m.markedHandled), variant: 'success' });
        },
        onError: (error) =>
          toast({
            title: intl.formatMessage(m.markFailed),
            description: errorMessage(error),
            variant: 'destructive',
          }),
      },
    );

  if (messages.isPending) return <LoadingStatus />;
  if (messages.isError) {
    return (
      <Alert tone="danger" title={intl.formatMessage(m.loadFailed)}>
        {errorMessage(messages.error)}
      </Alert>
    );
  }
  if (messages.data.length === 0)
    return <EmptyState titleAs="p" icon={<MailIcon />} title={intl.formatMessage(m.empty)} />;
  return (
    <>
      <Inbox>
        {messages.data.map((message) => (
          <li key={message.id}>
            <Entry
              type="button"
              data-unread={message.handled_at ? undefined : ''}
              onClick={() => setOpenId(message.id)}
            >
              <strong>{message.name}</strong>
              <Badge tone={message.handled_at ? 'neutral' : 'primary'}>
                {intl.formatMessage(message.handled_at ? m.handled : m.new)}
              </Badge>
              <span>{message.subject}</span>
              <RelativeTime value={message.created_at} />
            </Entry>
          </li>
        ))}
      </Inbox>
      <Dialog
        open={open !== null}
        onClose={() => setOpenId(null)}
        title={open?.subject ?? ''}
        closeLabel={intl.formatMessage(commonMessages.close)}
        footer={
          open ? (
            <>
              {replyHref ? (
                <ButtonLink href={replyHref} variant="outline">
                  <MailIcon />
                  {intl.formatMessage(m.reply)}
                </ButtonLink>
              ) : null}
              <Button
                variant={open.handled_at ? 'ghost' : 'primary'}
                loading={mark.isPending}
                onClick={() => setHandled(open, !open.handled_at)}
              >
                {open.handled_at ? null : <CheckIcon />}
                {intl.formatMessage(open.handled_at ? m.markUnhandled : m.markHandled)}
              </Button>
            </>
          ) : null
        }
      >
        {open ? (
          <>
            <Details>
              <dt>{intl.formatMessage(m.from)}</dt>
              <dd>{open.name}</dd>
              <dt>{intl.formatMessage(m.email)}</dt>
              <dd dir="ltr">{emailHref ? <a href={emailHref}>{open.email}</a> : open.email}</dd>
              <dt>{intl.formatMessage(m.phone)}</dt>
              <dd dir="ltr">{phoneHref ? <a href={phoneHref}>{open.phone}</a> : open.phone}</dd>
              <dt>{intl.formatMessage(m.received)}</dt>
              <dd>{intl.formatDate(open.created_at, { dateStyle: 'long', timeStyle: 'short' })}</dd>
            </Details>
            <Body>{open.message}</Body>
          </>
        ) : null}
      </Dialog>
    </>
  );
}

function Subscribers() {
  const intl = useIntl();
  const subscribers = useSubscribers();
  if (subscribers.isPending) return <LoadingStatus />;
  if (subscribers.isError) {
    return (
      <Alert tone="danger" title={intl.formatMessage(m.subscribersLoadFailed)}>
        {errorMessage(subscribers.error)}
      </Alert>
    );
  }
  const list = subscribers.data;
  const columns: TableColumn<NewsletterSubscriber>[] = [
    {
      id: 'email',
      header: intl.formatMessage(m.colEmail),
      cell: (s) => <span dir="ltr">{s.email}</span>,
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
