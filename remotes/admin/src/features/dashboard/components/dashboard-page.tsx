import { Button, ButtonLink, VisuallyHidden } from '@school/design-system';
import { Alert, Card, EmptyState, Skeleton, SkeletonText } from '@school/design-system/display';
import { FileTextIcon, EyeIcon, SettingsIcon, UsersIcon } from '@school/design-system/icons';
import {
  useDashboardStats,
  useRecentActivity,
  type DashboardStats,
} from '@school/shared/data/admin';
import { useLinks } from '@school/shared';
import { useAuthStore } from '@school/shared/auth';
import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { commonMessages } from '../../../components/common-messages';
import { PageHeader } from '../../../components/page-header';
import { RelativeTime } from '../../../components/relative-time';
import { dashboardMessages } from '../messages';
import { useActivitySentence } from '../activity-sentence';

const Counters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin-block-end: ${({ theme }) => theme.space.xl};
`;

const Counter = styled(Card)`
  flex-direction: row;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  > span:first-child {
    display: grid;
    place-items: center;
    width: 3rem;
    height: 3rem;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.tones.primary.bg};
    color: ${({ theme }) => theme.colors.tones.primary.fg};
    font-size: 1.4rem;
  }
  > div {
    display: flex;
    flex-direction: column-reverse;
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
  }
  > div > span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space.lg};
  @media (max-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 1fr);
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Panel = styled(Card).attrs({ as: 'section' })`
  padding: ${({ theme }) => theme.space.lg};
`;

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const ActivityList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    padding-block-end: ${({ theme }) => theme.space.sm};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-block-end: 0;
  }
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const zero: DashboardStats = {
  totalContent: 0,
  publishedContent: 0,
  totalUsers: 0,
  siteSettings: 0,
};

function RecentActivity() {
  const intl = useIntl();
  const activity = useRecentActivity(8);
  const sentence = useActivitySentence();
  useEffect(() => {
    if (activity.error) console.error('Recent activity failed to load', activity.error);
  }, [activity.error]);
  if (activity.isPending) return <SkeletonText lines={4} />;
  if (activity.isError || activity.data.length === 0) {
    return (
      <EmptyState
        titleAs="p"
        title={intl.formatMessage(
          activity.isError ? dashboardMessages.activityFailed : dashboardMessages.noActivity,
        )}
      />
    );
  }
  return (
    <ActivityList>
      {activity.data.map((entry) => (
        <li key={entry.id}>
          <span dir="auto">{sentence(entry)}</span>
          <RelativeTime value={entry.createdAt} />
        </li>
      ))}
    </ActivityList>
  );
}

const StatsFailed = styled.div`
  margin-block-end: ${({ theme }) => theme.space.lg};
  p {
    margin-block-end: ${({ theme }) => theme.space.sm};
  }
`;

export default function DashboardPage() {
  const intl = useIntl();
  const links = useLinks();
  const user = useAuthStore((state) => state.user);
  const stats = useDashboardStats();
  // The seed's rule: a failure is logged and the counters stay at zero (an alert below them says
  // these zeros are not the real figures, with a button to read again).
  useEffect(() => {
    if (stats.error) console.error('Dashboard statistics failed to load', stats.error);
  }, [stats.error]);
  const values = stats.data ?? zero;
  const meta = user?.user_metadata as { first_name?: string } | undefined;
  const counters: { id: keyof DashboardStats; icon: ReactNode; label: string }[] = [
    {
      id: 'totalContent',
      icon: <FileTextIcon />,
      label: intl.formatMessage(dashboardMessages.totalContent),
    },
    {
      id: 'publishedContent',
      icon: <EyeIcon />,
      label: intl.formatMessage(dashboardMessages.publishedContent),
    },
    {
      id: 'totalUsers',
      icon: <UsersIcon />,
      label: intl.formatMessage(dashboardMessages.totalUsers),
    },
    {
      id: 'siteSettings',
      icon: <SettingsIcon />,
      label: intl.formatMessage(dashboardMessages.siteSettings),
    },
  ];
  return (
    <div data-page="admin-dashboard">
      <PageHeader
        title={intl.formatMessage(dashboardMessages.title)}
        subtitle={intl.formatMessage(dashboardMessages.welcome, {
          name: meta?.first_name || user?.email || '',
        })}
      />
      {/* Until the figures arrive each shows a placeholder, never a zero it does not know. */}
      <Counters aria-busy={stats.isPending || undefined}>
        {counters.map((counter) => (
          <Counter key={counter.id} as="div" data-counter={counter.id}>
            <span aria-hidden="true">{counter.icon}</span>
            {/* The label is read before the figure; the figure is drawn above it. */}
            <div>
              <span>{counter.label}</span>
              <strong>
                {stats.isPending ? (
                  <>
                    <Skeleton $width="3ch" $height="1em" data-loading="" />
                    <VisuallyHidden>{intl.formatMessage(commonMessages.loading)}</VisuallyHidden>
                  </>
                ) : (
                  intl.formatNumber(values[counter.id])
                )}
              </strong>
            </div>
          </Counter>
        ))}
      </Counters>
      {/* The seed keeps the counters at zero on a failure; they say so, and offer to read again. */}
      {stats.isError ? (
        <StatsFailed data-stats-failed="">
          <Alert tone="danger" live="alert">
            <p>{intl.formatMessage(dashboardMessages.statsFailed)}</p>
            <Button size="sm" variant="outline" onClick={() => void stats.refetch()}>
              {intl.formatMessage(commonMessages.retry)}
            </Button>
          </Alert>
        </StatsFailed>
      ) : null}
      <Columns>
        <Panel aria-labelledby="quick-actions">
          <h2 id="quick-actions">{intl.formatMessage(dashboardMessages.quickActions)}</h2>
          <Actions>
            <ButtonLink
              as={Link}
              to={links.admin('content')}
              variant="primary"
              iconStart={<FileTextIcon />}
            >
              {intl.formatMessage(dashboardMessages.manageContent)}
            </ButtonLink>
            <ButtonLink
              as={Link}
              to={links.admin('users')}
              variant="outline"
              iconStart={<UsersIcon />}
            >
              {intl.formatMessage(dashboardMessages.viewUsers)}
            </ButtonLink>
            <ButtonLink
              as={Link}
              to={links.admin('settings')}
              variant="outline"
              iconStart={<SettingsIcon />}
            >
              {intl.formatMessage(dashboardMessages.editSettings)}
            </ButtonLink>
          </Actions>
        </Panel>
        <Panel aria-labelledby="recent-activity">
          <h2 id="recent-activity">{intl.formatMessage(dashboardMessages.recentActivity)}</h2>
          <RecentActivity />
        </Panel>
      </Columns>
    </div>
  );
}
