import { Grid, Section, SectionHeader } from '@school/design-system';
import { Stat } from '@school/design-system/display';
import { AwardIcon, GraduationCapIcon, UsersIcon, CalendarIcon } from '@school/design-system/icons';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { statsMessages as m } from '../section-messages';

/** The seed's fixed figures: 500+ pupils, 25+ teachers, 15+ years, 98 % success. */
export const HOME_STATS = { students: 500, teachers: 25, years: 15, successRate: 0.98 } as const;

export function StatsStrip() {
  const intl = useIntl();
  const titleId = useId();
  const plus = (value: number) => intl.formatMessage(m.plus, { value: intl.formatNumber(value) });
  return (
    <Section tone="primary" aria-labelledby={titleId} data-section="stats">
      <SectionHeader
        titleId={titleId}
        title={intl.formatMessage(m.title)}
        lead={intl.formatMessage(m.lead)}
      />
      <Grid columns={{ base: 2, md: 4 }}>
        <Stat
          icon={<GraduationCapIcon />}
          value={plus(HOME_STATS.students)}
          label={intl.formatMessage(m.students)}
        />
        <Stat
          icon={<UsersIcon />}
          value={plus(HOME_STATS.teachers)}
          label={intl.formatMessage(m.teachers)}
        />
        <Stat
          icon={<CalendarIcon />}
          value={plus(HOME_STATS.years)}
          label={intl.formatMessage(m.years)}
        />
        <Stat
          icon={<AwardIcon />}
          value={intl.formatNumber(HOME_STATS.successRate, { style: 'percent' })}
          label={intl.formatMessage(m.success)}
        />
      </Grid>
    </Section>
  );
}
