import { Button } from '@school/design-system';
import { Badge, EmptyState } from '@school/design-system/display';
import { PlusIcon } from '@school/design-system/icons';
import { useLocale } from '@school/shared';
import {
  levelNames,
  useAdminEvents,
  useDeleteEvent,
  type AdminEvent,
} from '@school/shared/data/admin';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  DeleteRecordDialog,
  RecordFormDialog,
  type Editing,
} from '../../../components/record-dialogs';
import { LoadingStatus } from '../../../components/loading-status';
import { PageHeader } from '../../../components/page-header';
import { eventsMessages as m } from '../messages';
import { EventForm } from './event-form';
import {
  RecordActions as Actions,
  RecordItem as Item,
  RecordList as List,
} from '../../../components/record-list';
import { LoadFailed } from '../../../components/load-failed';

/**
 * The Calendar screen: every event (latest first) with when, for whom, whether it is coming or
 * past, published or not, and the languages shown in French; create and edit in a dialog, delete
 * after a question.
 */
export default function EventsPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = useLocale();
  const events = useAdminEvents({ meta: { errorToast: t(m.loadFailed) } });
  const remove = useDeleteEvent();
  const [editing, setEditing] = useState<Editing<AdminEvent>>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<AdminEvent | null>(null);
  const [now] = useState(() => Date.now());

  const when = (event: AdminEvent) =>
    event.all_day
      ? intl.formatDateTimeRange(
          new Date(event.starts_at),
          new Date(Date.parse(event.ends_at) - 1),
          { dateStyle: 'medium' },
        )
      : intl.formatDateTimeRange(new Date(event.starts_at), new Date(event.ends_at), {
          dateStyle: 'medium',
          timeStyle: 'short',
        });

  const addButton = (
    <Button onClick={() => setEditing({ mode: 'create' })}>
      <PlusIcon />
      {t(m.add)}
    </Button>
  );

  let body;
  if (events.isPending) body = <LoadingStatus />;
  else if (events.isError) {
    body = (
      <LoadFailed
        title={t(m.loadFailed)}
        error={events.error}
        onRetry={() => void events.refetch()}
      />
    );
  } else if ((events.data ?? []).length === 0) {
    body = <EmptyState title={t(m.empty)} titleAs="p" />;
  } else {
    body = (
      <List data-testid="events-list">
        {(events.data ?? []).map((event) => {
          const coming = Date.parse(event.ends_at) > now;
          const missing = [
            event.title_ar ? null : 'العربية',
            event.title_en ? null : 'English',
          ].filter((name) => name !== null);
          const levels = event.levels
            .map((level) => levelNames[level as keyof typeof levelNames]?.[locale] ?? level)
            .join(', ');
          return (
            <Item key={event.id} data-event-id={event.id}>
              <Badge tone={coming ? 'accent' : 'neutral'}>{t(coming ? m.coming : m.past)}</Badge>
              {event.published ? null : <Badge tone="warning">{t(m.unpublished)}</Badge>}
              <div>
                <p>{event.title_fr}</p>
                <small>
                  {when(event)}
                  {event.all_day ? ` · ${t(m.allDay)}` : ''} · {levels}
                  {missing.length > 0
                    ? ` · ${t(m.missingTranslations, { languages: intl.formatList(missing) })}`
                    : ''}
                </small>
              </div>
              <Actions>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t(m.editEvent, { title: event.title_fr })}
                  onClick={() => setEditing({ mode: 'edit', record: event })}
                >
                  {t(m.editButton)}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t(m.deleteEvent, { title: event.title_fr })}
                  onClick={() => setDeleting(event)}
                >
                  {t(m.delete)}
                </Button>
              </Actions>
            </Item>
          );
        })}
      </List>
    );
  }

  return (
    <div data-page="admin-events">
      <PageHeader title={t(m.title)} subtitle={t(m.subtitle)} actions={addButton} />
      {body}
      <RecordFormDialog
        editing={editing}
        onClose={() => setEditing({ mode: 'closed' })}
        title={t(editing.mode === 'edit' ? m.edit : m.add)}
      >
        {(record, form) => <EventForm key={record?.id ?? 'new'} event={record} {...form} />}
      </RecordFormDialog>
      <DeleteRecordDialog
        record={deleting}
        variables={(record) => record.id}
        remove={remove}
        onClose={() => setDeleting(null)}
        question={t(m.deleteQuestion, { title: deleting?.title_fr ?? '' })}
        messages={m}
      />
    </div>
  );
}
