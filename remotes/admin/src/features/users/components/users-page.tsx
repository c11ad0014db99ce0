import { Button, useToast } from '@school/design-system';
import {
  Alert,
  Avatar,
  Badge,
  Card,
  EmptyState,
  type Role,
  RoleBadge,
} from '@school/design-system/display';
import { PlusIcon } from '@school/design-system/icons';
import { Select, Table, type TableColumn } from '@school/design-system/forms';
import { ConfirmDialog } from '@school/design-system/overlays';
import { frenchDe, useLocale } from '@school/shared';
import { useAuthStore } from '@school/shared/auth';
import {
  useInviteStaff,
  useProfiles,
  useSetUserActive,
  useSetUserRole,
  type AnyRole,
  type Profile,
} from '@school/shared/data/admin';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { LoadingStatus } from '../../../components/loading-status';
import { PageHeader } from '../../../components/page-header';
import { usersMessages as m } from '../messages';
import { useErrorText } from '../../../lib/use-error-text';
import { InviteDialog } from './invite-dialog';

const Counters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin-block-end: ${({ theme }) => theme.space.lg};
`;

const Counter = styled(Card)`
  padding: ${({ theme }) => theme.space.lg};
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    font-variant-numeric: tabular-nums;
  }
`;

const Person = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 12rem;
`;

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-block-end: ${({ theme }) => theme.space.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  select {
    min-width: 11rem;
  }
`;

const roleLabels = {
  super_admin: m.roleSuperAdmin,
  admin: m.roleAdmin,
  teacher: m.roleTeacher,
  student: m.roleStudent,
} as const;

const allRoles: AnyRole[] = ['super_admin', 'admin', 'teacher', 'student'];

/** « de » and a name or a quoted role, elided before a vowel as the French texts write it. */
const elidedDe = (text: string) => frenchDe(text, { apostrophe: '’' });

function isRole(value: string): value is Role {
  return value in roleLabels;
}

export function displayName(profile: Pick<Profile, 'first_name' | 'last_name' | 'email'>): string {
  const full = [profile.first_name, profile.last_name].filter(Boolean).join(' ').trim();
  return full || profile.email || '';
}

type Pending =
  | { kind: 'role'; profile: Profile; role: AnyRole }
  | { kind: 'active'; profile: Profile; active: boolean };

/**
 * Who has an account and with which role. A super_admin invites colleagues, changes roles and
 * deactivates accounts here, each after a confirmation; the database decides (an admin may
 * look, not change; nobody changes their own role; a super_admin always remains).
 */
export default function UsersPage() {
  const intl = useIntl();
  const locale = useLocale();
  const errorText = useErrorText();
  const { toast } = useToast();
  const me = useAuthStore((state) => state.user?.id ?? null);
  const canManage = useAuthStore((state) => state.role === 'super_admin');
  const [inviting, setInviting] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  // A failed load is also toasted, once, by the shell (its query cache reads the meta).
  const profiles = useProfiles({ meta: { errorToast: intl.formatMessage(m.loadFailed) } });
  const setRole = useSetUserRole();
  const setActive = useSetUserActive();
  const resend = useInviteStaff();
  const resendInvitation = async (profile: Profile) => {
    const email = profile.email ?? '';
    try {
      await resend.mutateAsync({
        email,
        role: profile.role === 'admin' ? 'admin' : 'teacher',
        locale,
      });
      toast({
        title: intl.formatMessage(m.inviteSent),
        description: intl.formatMessage(m.inviteSentText, { email }),
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: intl.formatMessage(m.inviteFailed),
        description: errorText(error),
        variant: 'destructive',
      });
    }
  };
  const roleName = (role: string) => (isRole(role) ? intl.formatMessage(roleLabels[role]) : role);

  const list = profiles.data ?? [];
  const counts = {
    total: list.length,
    admins: list.filter((p) => p.role === 'admin' || p.role === 'super_admin').length,
    students: list.filter((p) => p.role === 'student').length,
  };

  const confirm = async () => {
    if (!pending) return;
    const name = displayName(pending.profile);
    try {
      if (pending.kind === 'role') {
        await setRole.mutateAsync({ id: pending.profile.id, role: pending.role });
        toast({
          title: intl.formatMessage(m.roleChanged),
          description: intl.formatMessage(m.roleChangedText, {
            name,
            role: roleName(pending.role),
          }),
          variant: 'success',
        });
      } else {
        await setActive.mutateAsync({ id: pending.profile.id, active: pending.active });
        toast({
          title: intl.formatMessage(pending.active ? m.reactivated : m.deactivated),
          description: intl.formatMessage(pending.active ? m.reactivatedText : m.deactivatedText, {
            name,
            nameDe: elidedDe(name),
          }),
          variant: 'success',
        });
      }
    } catch (error) {
      toast({
        title: intl.formatMessage(pending.kind === 'role' ? m.roleFailed : m.activeFailed),
        description: errorText(error),
        variant: 'destructive',
      });
    }
    setPending(null);
  };

  const columns: TableColumn<Profile>[] = [
    {
      id: 'name',
      header: intl.formatMessage(m.colName),
      cell: (profile) => (
        <Person>
          <Avatar name={displayName(profile)} size="sm" />
          <strong>{displayName(profile)}</strong>
          {profile.id === me ? <span>{intl.formatMessage(m.you)}</span> : null}
        </Person>
      ),
    },
    {
      id: 'email',
      header: intl.formatMessage(m.colEmail),
      hideBelow: 'sm',
      cell: (profile) => profile.email ?? '—',
    },
    {
      id: 'joined',
      header: intl.formatMessage(m.colJoined),
      hideBelow: 'md',
      cell: (profile) => (
        <time dateTime={profile.created_at}>
          {intl.formatDate(profile.created_at, { dateStyle: 'medium' })}
        </time>
      ),
    },
    {
      id: 'role',
      header: intl.formatMessage(m.colRole),
      cell: (profile) =>
        isRole(profile.role) ? (
          <RoleBadge userRole={profile.role}>{roleName(profile.role)}</RoleBadge>
        ) : (
          profile.role
        ),
    },
    {
      id: 'status',
      header: intl.formatMessage(m.colStatus),
      cell: (profile) =>
        profile.deactivated_at ? (
          <Badge tone="danger" data-account="deactivated">
            {intl.formatMessage(m.statusDeactivated)}
          </Badge>
        ) : profile.invitation_sent_at ? (
          <Badge tone="info" data-account="invited">
            {intl.formatMessage(m.statusInvited)}
          </Badge>
        ) : (
          <Badge tone="success" data-account="active">
            {intl.formatMessage(m.statusActive)}
          </Badge>
        ),
    },
  ];
  if (canManage) {
    columns.push({
      id: 'actions',
      header: intl.formatMessage(m.colActions),
      cell: (profile) => {
        // Nobody changes their own account here (the database refuses it too).
        if (profile.id === me) return null;
        const name = displayName(profile);
        const active = !profile.deactivated_at;
        return (
          <Actions>
            <Select
              aria-label={intl.formatMessage(m.roleOf, { name, nameDe: elidedDe(name) })}
              value={profile.role}
              onChange={(event) =>
                setPending({ kind: 'role', profile, role: event.target.value as AnyRole })
              }
              options={allRoles.map((role) => ({ value: role, label: roleName(role) }))}
            />
            <Button
              size="sm"
              variant={active ? 'outline' : 'primary'}
              aria-label={intl.formatMessage(active ? m.deactivate : m.reactivate, {
                name,
                nameDe: elidedDe(name),
              })}
              onClick={() => setPending({ kind: 'active', profile, active: !active })}
            >
              {intl.formatMessage(active ? m.deactivateShort : m.reactivateShort)}
            </Button>
            {profile.invitation_sent_at &&
            (profile.role === 'admin' || profile.role === 'teacher') ? (
              <Button
                size="sm"
                variant="ghost"
                aria-label={intl.formatMessage(m.resend, { name })}
                loading={resend.isPending && resend.variables?.email === profile.email}
                onClick={() => void resendInvitation(profile)}
              >
                {intl.formatMessage(m.resendShort)}
              </Button>
            ) : null}
          </Actions>
        );
      },
    });
  }

  const pendingName = pending ? displayName(pending.profile) : '';
  return (
    <div data-page="admin-users">
      <PageHeader
        title={intl.formatMessage(m.title)}
        subtitle={intl.formatMessage(canManage ? m.subtitleSuper : m.subtitle)}
      />
      <Counters>
        {(
          [
            ['total', m.total],
            ['admins', m.admins],
            ['students', m.students],
          ] as const
        ).map(([id, label]) => (
          <Counter key={id} as="div" data-counter={id}>
            <span>{intl.formatMessage(label)}</span>
            <strong>{intl.formatNumber(counts[id])}</strong>
          </Counter>
        ))}
      </Counters>
      {canManage ? (
        <Toolbar>
          <Button iconStart={<PlusIcon />} onClick={() => setInviting(true)}>
            {intl.formatMessage(m.invite)}
          </Button>
        </Toolbar>
      ) : null}
      {profiles.isPending ? (
        <LoadingStatus retrying={profiles.failureCount > 0} />
      ) : profiles.isError ? (
        <Alert tone="danger" title={intl.formatMessage(m.loadFailed)}>
          {errorText(profiles.error)}
        </Alert>
      ) : list.length === 0 ? (
        <EmptyState titleAs="p" title={intl.formatMessage(m.empty)} />
      ) : (
        <Table
          caption={intl.formatMessage(m.caption)}
          columns={columns}
          rows={list}
          rowKey={(p) => p.id}
        />
      )}
      {canManage ? <InviteDialog open={inviting} onClose={() => setInviting(false)} /> : null}
      <ConfirmDialog
        open={pending !== null}
        tone={pending?.kind === 'active' && !pending.active ? 'danger' : 'primary'}
        title={intl.formatMessage(
          pending?.kind === 'role'
            ? m.confirmRoleTitle
            : pending?.kind === 'active' && pending.active
              ? m.confirmReactivateTitle
              : m.confirmDeactivateTitle,
        )}
        message={
          pending?.kind === 'role'
            ? intl.formatMessage(m.confirmRole, {
                name: pendingName,
                from: roleName(pending.profile.role),
                fromDe: elidedDe(`« ${roleName(pending.profile.role)} »`),
                to: roleName(pending.role),
              })
            : pending?.kind === 'active'
              ? intl.formatMessage(pending.active ? m.confirmReactivate : m.confirmDeactivate, {
                  name: pendingName,
                })
              : ''
        }
        confirmLabel={intl.formatMessage(m.confirmChange)}
        cancelLabel={intl.formatMessage(m.cancel)}
        loading={setRole.isPending || setActive.isPending}
        loadingLabel={intl.formatMessage(m.saving)}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
