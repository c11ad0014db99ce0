import { Alert, Avatar, Card, EmptyState, RoleBadge, type Role } from '@school/design-system';
import { Table, type TableColumn } from '@school/design-system/forms';
import { useProfiles, type Profile } from '@school/shared/data/admin';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { LoadingStatus } from '../../../components/loading-status';
import { PageHeader } from '../../../components/page-header';
import { usersMessages as m } from '../messages';
import { useErrorText } from '../../../lib/use-error-text';

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

const roleLabels = {
  super_admin: m.roleSuperAdmin,
  admin: m.roleAdmin,
  teacher: m.roleTeacher,
  student: m.roleStudent,
} as const;

function isRole(value: string): value is Role {
  return value in roleLabels;
}

export function displayName(profile: Pick<Profile, 'first_name' | 'last_name' | 'email'>): string {
  const full = [profile.first_name, profile.last_name].filter(Boolean).join(' ').trim();
  return full || profile.email || '';
}

/** View only: who has an account and with which role. */
export default function UsersPage() {
  const intl = useIntl();
  const errorText = useErrorText();
  // A failed load is also toasted, once, by the shell (its query cache reads the meta).
  const profiles = useProfiles({ meta: { errorToast: intl.formatMessage(m.loadFailed) } });

  const list = profiles.data ?? [];
  const counts = {
    total: list.length,
    admins: list.filter((p) => p.role === 'admin' || p.role === 'super_admin').length,
    students: list.filter((p) => p.role === 'student').length,
  };
  const columns: TableColumn<Profile>[] = [
    {
      id: 'name',
      header: intl.formatMessage(m.colName),
      cell: (profile) => (
        <Person>
          <Avatar name={displayName(profile)} size="sm" />
          <strong>{displayName(profile)}</strong>
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
          <RoleBadge userRole={profile.role}>
            {intl.formatMessage(roleLabels[profile.role])}
          </RoleBadge>
        ) : (
          profile.role
        ),
    },
  ];

  return (
    <div data-page="admin-users">
      <PageHeader title={intl.formatMessage(m.title)} subtitle={intl.formatMessage(m.subtitle)} />
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
      {profiles.isPending ? (
        <LoadingStatus />
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
    </div>
  );
}
