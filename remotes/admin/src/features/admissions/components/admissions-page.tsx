import { Button, useToast } from '@school/design-system';
import { Alert, Badge, EmptyState } from '@school/design-system/display';
import { GraduationCapIcon, UploadIcon } from '@school/design-system/icons';
import { Dialog } from '@school/design-system/overlays';
import { Field, Select, TextArea } from '@school/design-system/forms';
import {
  admissionLevels,
  admissionStatuses,
  ageAtSchoolYearStart,
  schoolYearOptions,
  useAdmissionRequests,
  useUpdateAdmissionRequest,
  type AdmissionRequest,
  type AdmissionStatus,
} from '@school/shared/data/admin';
import { mailtoHref, telHref } from '@school/shared';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { commonMessages } from '../../../components/common-messages';
import { InboxDetails, InboxEntry } from '../../../components/inbox';
import { LoadingStatus } from '../../../components/loading-status';
import { PageHeader } from '../../../components/page-header';
import { RelativeTime } from '../../../components/relative-time';
import { useErrorText } from '../../../lib/use-error-text';
import { downloadText } from '../../messages/lib/subscribers-csv';
import { admissionsCsv } from '../lib/admissions-csv';
import { admissionsMessages as m, levelLabels, statusLabels } from '../messages';
import { RecordList as List } from '../../../components/record-list';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin-block: ${({ theme }) => theme.space.md};
  > p {
    margin: 0 auto 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const FilterField = styled.div`
  min-width: 11rem;
`;

const Editor = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const statusTone = {
  new: 'primary',
  contacted: 'accent',
  visit_planned: 'accent',
  enrolled: 'success',
  declined: 'neutral',
} as const;

/** The school years a filter offers: the two open for pre-registration and the two before. */
function yearChoices(): string[] {
  const [first] = schoolYearOptions();
  const start = Number(first!.slice(0, 4));
  return [start + 1, start, start - 1, start - 2].map((year) => `${year}-${year + 1}`);
}

function RequestDialog({
  request,
  onClose,
}: {
  request: AdmissionRequest | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { toast } = useToast();
  const errorText = useErrorText();
  const update = useUpdateAdmissionRequest();
  // The draft belongs to the request shown: a new one starts from its stored values.
  const [draft, setDraft] = useState({ id: '', status: 'new', notes: '' });
  if (request && draft.id !== request.id) {
    setDraft({ id: request.id, status: request.status, notes: request.notes });
  }
  const changed = request && (draft.status !== request.status || draft.notes !== request.notes);
  const save = () => {
    if (!request) return;
    update.mutate(
      {
        id: request.id,
        ...(draft.status !== request.status ? { status: draft.status as AdmissionStatus } : {}),
        ...(draft.notes !== request.notes ? { notes: draft.notes } : {}),
      },
      {
        onSuccess: () => {
          toast({ title: t(m.saved), variant: 'success' });
          onClose();
        },
        onError: (error) =>
          toast({ title: t(m.saveFailed), description: errorText(error), variant: 'destructive' }),
      },
    );
  };
  const emailHref = request?.email ? mailtoHref(request.email) : null;
  const phoneHref = request ? telHref(request.phone) : null;
  const age = request ? ageAtSchoolYearStart(request.child_birth_date, request.school_year) : null;
  return (
    <Dialog
      open={request !== null}
      onClose={onClose}
      title={request ? `${request.reference} · ${request.child_name}` : ''}
      closeLabel={t(commonMessages.close)}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t(commonMessages.cancel)}
          </Button>
          <Button onClick={save} loading={update.isPending} disabled={!changed}>
            {t(m.save)}
          </Button>
        </>
      }
    >
      {request ? (
        <>
          <InboxDetails>
            <dt>{t(m.child)}</dt>
            <dd>{request.child_name}</dd>
            <dt>{t(m.birthDate)}</dt>
            <dd>
              {intl.formatDate(`${request.child_birth_date}T12:00:00Z`, {
                dateStyle: 'long',
                timeZone: 'UTC',
              })}
              {age !== null ? ` (${t(m.ageThen, { age })})` : ''}
            </dd>
            <dt>{t(m.level)}</dt>
            <dd>
              {t(levelLabels[request.level as keyof typeof levelLabels] ?? m.level)} ·{' '}
              <bdi dir="ltr">{request.school_year}</bdi>
            </dd>
            <dt>{t(m.parent)}</dt>
            <dd>{request.parent_name}</dd>
            <dt>{t(m.phone)}</dt>
            <dd dir="ltr">{phoneHref ? <a href={phoneHref}>{request.phone}</a> : request.phone}</dd>
            {request.email ? (
              <>
                <dt>{t(m.email)}</dt>
                <dd dir="ltr">
                  {emailHref ? <a href={emailHref}>{request.email}</a> : request.email}
                </dd>
              </>
            ) : null}
            <dt>{t(m.language)}</dt>
            <dd>{request.locale.toUpperCase()}</dd>
            <dt>{t(m.received)}</dt>
            <dd>
              {intl.formatDate(request.created_at, { dateStyle: 'long', timeStyle: 'short' })}
            </dd>
            {request.message ? (
              <>
                <dt>{t(m.parentMessage)}</dt>
                <dd>{request.message}</dd>
              </>
            ) : null}
          </InboxDetails>
          <Editor>
            <Field label={t(m.status)}>
              <Select
                value={draft.status}
                options={admissionStatuses.map((status) => ({
                  value: status,
                  label: t(statusLabels[status]),
                }))}
                onChange={(event) => setDraft({ ...draft, status: event.target.value })}
              />
            </Field>
            <Field label={t(m.notes)} hint={t(m.notesHint)}>
              <TextArea
                rows={4}
                maxLength={4000}
                value={draft.notes}
                onChange={(event) => setDraft({ ...draft, notes: event.target.value })}
              />
            </Field>
          </Editor>
        </>
      ) : null}
    </Dialog>
  );
}

export default function AdmissionsPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const errorText = useErrorText();
  const [level, setLevel] = useState('all');
  const [schoolYear, setSchoolYear] = useState('all');
  const requests = useAdmissionRequests({ level, schoolYear });
  const [openId, setOpenId] = useState<string | null>(null);
  const years = useMemo(() => yearChoices(), []);
  const rows = requests.data ?? [];
  const open = rows.find((row) => row.id === openId) ?? null;
  const filtered = level !== 'all' || schoolYear !== 'all';

  let list;
  if (requests.isPending) list = <LoadingStatus />;
  else if (requests.isError) {
    list = (
      <Alert tone="danger" title={t(m.loadFailed)}>
        {errorText(requests.error)}
      </Alert>
    );
  } else if (rows.length === 0) {
    list = (
      <EmptyState
        titleAs="p"
        icon={<GraduationCapIcon />}
        title={t(filtered ? m.emptyFiltered : m.empty)}
      />
    );
  } else {
    list = (
      <List aria-label={t(m.listLabel)}>
        {rows.map((row) => {
          const status = row.status as AdmissionStatus;
          return (
            <li key={row.id}>
              <InboxEntry
                type="button"
                data-waiting={status === 'new' ? '' : undefined}
                data-reference={row.reference}
                aria-label={t(m.open, { reference: row.reference, child: row.child_name })}
                onClick={() => setOpenId(row.id)}
              >
                <strong>{row.child_name}</strong>
                <Badge tone={statusTone[status] ?? 'neutral'}>
                  {t(statusLabels[status] ?? m.status)}
                </Badge>
                <span>
                  <bdi dir="ltr">{row.reference}</bdi> ·{' '}
                  {t(levelLabels[row.level as keyof typeof levelLabels] ?? m.level)} ·{' '}
                  <bdi dir="ltr">{row.school_year}</bdi> · {row.parent_name}
                </span>
                <RelativeTime value={row.created_at} />
              </InboxEntry>
            </li>
          );
        })}
      </List>
    );
  }

  return (
    <div data-page="admin-admissions">
      <PageHeader title={t(m.title)} subtitle={t(m.subtitle)} />
      <Toolbar>
        <FilterField>
          <Field label={t(m.filterLevel)}>
            <Select
              value={level}
              options={[
                { value: 'all', label: t(m.all) },
                ...admissionLevels.map(({ id }) => ({ value: id, label: t(levelLabels[id]) })),
              ]}
              onChange={(event) => setLevel(event.target.value)}
            />
          </Field>
        </FilterField>
        <FilterField>
          <Field label={t(m.filterYear)}>
            <Select
              value={schoolYear}
              options={[
                { value: 'all', label: t(m.all) },
                ...years.map((year) => ({ value: year, label: year })),
              ]}
              onChange={(event) => setSchoolYear(event.target.value)}
            />
          </Field>
        </FilterField>
        {requests.data ? <p>{t(m.total, { count: rows.length })}</p> : null}
        <Button
          variant="outline"
          disabled={rows.length === 0}
          onClick={() =>
            downloadText(
              `pre-inscriptions-${new Date().toISOString().slice(0, 10)}.csv`,
              admissionsCsv(rows),
            )
          }
        >
          <UploadIcon />
          {t(m.export)}
        </Button>
      </Toolbar>
      {list}
      <RequestDialog request={open} onClose={() => setOpenId(null)} />
    </div>
  );
}
