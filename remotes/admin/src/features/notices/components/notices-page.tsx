import { Button } from '@school/design-system';
import { Badge, EmptyState } from '@school/design-system/display';
import { PlusIcon } from '@school/design-system/icons';
import {
  compareNotices,
  isNoticeRunning,
  useAdminNotices,
  useDeleteNotice,
  type AdminNotice,
} from '@school/shared/data/admin';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  DeleteRecordDialog,
  RecordFormDialog,
  type Editing,
} from '../../../components/record-dialogs';
import { LoadingStatus } from '../../../components/loading-status';
import { PageHeader } from '../../../components/page-header';
import { levelLabels, noticesMessages as m } from '../messages';
import { NoticeForm } from './notice-form';
import {
  RecordActions as Actions,
  RecordItem as Item,
  RecordList as List,
} from '../../../components/record-list';
import { LoadFailed } from '../../../components/load-failed';

const Section = styled.section`
  margin-block-end: ${({ theme }) => theme.space.xl};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const levelTone = { information: 'info', important: 'warning', urgent: 'danger' } as const;
const stateTone = { running: 'success', upcoming: 'accent', ended: 'neutral' } as const;

/** The clock as the screen reads it, moved on at the next start or end among the notices. */
function useNow(notices: readonly AdminNotice[]): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const next = notices
      .flatMap((notice) => [Date.parse(notice.starts_at), Date.parse(notice.ends_at)])
      .filter((time) => time > now)
      .sort((a, b) => a - b)[0];
    if (next === undefined || next - now > 2 ** 31 - 1) return;
    const timer = setTimeout(() => setNow(Date.now()), next - now);
    return () => clearTimeout(timer);
  }, [notices, now]);
  return now;
}

/**
 * The Notices screen: what a visitor sees now (the running notices, in the site's order), every
 * notice with its period and state, and the create/edit dialog and delete confirmation.
 */
export default function NoticesPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const notices = useAdminNotices({ meta: { errorToast: t(m.loadFailed) } });
  const remove = useDeleteNotice();
  const [editing, setEditing] = useState<Editing<AdminNotice>>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<AdminNotice | null>(null);
  const all = notices.data ?? [];
  const now = useNow(all);

  const when = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  const excerpt = (text: string) => (text.length > 60 ? `${text.slice(0, 59)}…` : text);

  const addButton = (
    <Button onClick={() => setEditing({ mode: 'create' })}>
      <PlusIcon />
      {t(m.add)}
    </Button>
  );

  let body;
  if (notices.isPending) body = <LoadingStatus />;
  else if (notices.isError) {
    body = (
      <LoadFailed
        title={t(m.loadFailed)}
        error={notices.error}
        onRetry={() => void notices.refetch()}
      />
    );
  } else {
    const running = all.filter((notice) => isNoticeRunning(notice, now)).sort(compareNotices);
    body = (
      <>
        <Section aria-labelledby="notices-now">
          <h2 id="notices-now">{t(m.nowTitle)}</h2>
          {running.length === 0 ? (
            <p>{t(m.nowNone)}</p>
          ) : (
            <List data-testid="notices-now">
              {running.map((notice) => (
                <Item key={notice.id}>
                  <Badge tone={levelTone[notice.level]}>{t(levelLabels[notice.level])}</Badge>
                  <div>
                    <p>{notice.text_fr}</p>
                    <small>{t(m.nowUntil, { end: when(notice.ends_at) })}</small>
                  </div>
                </Item>
              ))}
            </List>
          )}
        </Section>
        <Section aria-labelledby="notices-all">
          <h2 id="notices-all">{t(m.listTitle)}</h2>
          {all.length === 0 ? (
            <EmptyState title={t(m.empty)} titleAs="p" />
          ) : (
            <List>
              {all.map((notice) => {
                const state = isNoticeRunning(notice, now)
                  ? 'running'
                  : Date.parse(notice.starts_at) > now
                    ? 'upcoming'
                    : 'ended';
                const missing = [
                  notice.text_ar ? null : 'العربية',
                  notice.text_en ? null : 'English',
                ].filter((name) => name !== null);
                const short = excerpt(notice.text_fr);
                return (
                  <Item key={notice.id} data-notice-id={notice.id}>
                    <Badge tone={stateTone[state]}>{t(m[state])}</Badge>
                    <Badge tone={levelTone[notice.level]}>{t(levelLabels[notice.level])}</Badge>
                    <div>
                      <p>{notice.text_fr}</p>
                      <small>
                        {t(m.period, { start: when(notice.starts_at), end: when(notice.ends_at) })}
                        {missing.length > 0
                          ? ` · ${t(m.missingTranslations, { languages: intl.formatList(missing) })}`
                          : ''}
                      </small>
                    </div>
                    <Actions>
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={t(m.editNotice, { text: short })}
                        onClick={() => setEditing({ mode: 'edit', record: notice })}
                      >
                        {t(m.editButton)}
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={t(m.deleteNotice, { text: short })}
                        onClick={() => setDeleting(notice)}
                      >
                        {t(m.delete)}
                      </Button>
                    </Actions>
                  </Item>
                );
              })}
            </List>
          )}
        </Section>
      </>
    );
  }

  return (
    <div data-page="admin-notices">
      <PageHeader title={t(m.title)} subtitle={t(m.subtitle)} actions={addButton} />
      {body}
      <RecordFormDialog
        editing={editing}
        onClose={() => setEditing({ mode: 'closed' })}
        title={t(editing.mode === 'edit' ? m.edit : m.add)}
      >
        {(record, form) => <NoticeForm key={record?.id ?? 'new'} notice={record} {...form} />}
      </RecordFormDialog>
      <DeleteRecordDialog
        record={deleting}
        variables={(record) => record.id}
        remove={remove}
        onClose={() => setDeleting(null)}
        question={t(m.deleteQuestion, { text: deleting ? excerpt(deleting.text_fr) : '' })}
        messages={m}
      />
    </div>
  );
}
