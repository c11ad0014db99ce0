import { Button, useToast } from '@school/design-system';
import { Badge, EmptyState } from '@school/design-system/display';
import { PlusIcon } from '@school/design-system/icons';
import { ConfirmDialog, Dialog } from '@school/design-system/overlays';
import { useLocale } from '@school/shared';
import {
  levelNames,
  useAdminEvents,
  useDeleteEvent,
  type AdminEvent,
} from '@school/shared/data/admin';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from '../../../components/common-messages';
import { DiscardChangesDialog } from '../../../components/discard-changes-dialog';
import { LoadingStatus } from '../../../components/loading-status';
import { PageHeader } from '../../../components/page-header';
import { useErrorText } from '../../../lib/use-error-text';
import { eventsMessages as m } from '../messages';
import { EventForm } from './event-form';
import {
  RecordActions as Actions,
  RecordItem as Item,
  RecordList as List,
} from '../../../components/record-list';
import { LoadFailed } from '../../../components/load-failed';

type Editing = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; event: AdminEvent };

/**
 * The Calendar screen: every event (latest first) with when, for whom, whether it is coming or
 * past, published or not, and the languages shown in French; create and edit in a dialog, delete
 * after a question.
 */
export default function EventsPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const locale = useLocale();
  const errorText = useErrorText();
  const { toast } = useToast();
  const events = useAdminEvents({ meta: { errorToast: t(m.loadFailed) } });
  const remove = useDeleteEvent();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [dirty, setDirty] = useState(false);
  const [askDiscard, setAskDiscard] = useState(false);
  const [deleting, setDeleting] = useState<AdminEvent | null>(null);
  const [now] = useState(() => Date.now());

  const close = () => {
    setEditing({ mode: 'closed' });
    setDirty(false);
    setAskDiscard(false);
  };
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

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: t(m.deleted), variant: 'success' });
        setDeleting(null);
      },
      onError: (error) => {
        toast({ title: t(m.deleteFailed), description: errorText(error), variant: 'destructive' });
        setDeleting(null);
      },
    });
  };

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
                  onClick={() => setEditing({ mode: 'edit', event })}
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
      <Dialog
        open={editing.mode !== 'closed'}
        onClose={() => (dirty ? setAskDiscard(true) : close())}
        title={t(editing.mode === 'edit' ? m.edit : m.add)}
        closeLabel={t(commonMessages.close)}
        size="lg"
      >
        {editing.mode !== 'closed' ? (
          <EventForm
            key={editing.mode === 'edit' ? editing.event.id : 'new'}
            event={editing.mode === 'edit' ? editing.event : null}
            onDirtyChange={setDirty}
            onSaved={close}
            onCancel={() => (dirty ? setAskDiscard(true) : close())}
          />
        ) : null}
      </Dialog>
      <DiscardChangesDialog
        open={askDiscard}
        onDiscard={close}
        onKeep={() => setAskDiscard(false)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t(m.deleteTitle)}
        message={t(m.deleteQuestion, { title: deleting?.title_fr ?? '' })}
        confirmLabel={t(m.delete)}
        cancelLabel={t(commonMessages.cancel)}
        closeLabel={t(commonMessages.close)}
        loading={remove.isPending}
        loadingLabel={t(m.deleting)}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
