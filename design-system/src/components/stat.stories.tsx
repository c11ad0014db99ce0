import type { Meta, StoryObj } from '@storybook/react';
import { AwardIcon, GraduationCapIcon, UsersIcon } from '../icons/icons';
import { Grid } from './grid';
import { Section } from './section';
import { Stat } from './stat';

const meta = {
  title: 'Components/Stat',
  component: Stat,
  args: { value: '500+', label: 'Élèves', icon: <UsersIcon /> },
  parameters: {
    docs: {
      description: {
        component: `One key figure: the home statistics strip and the admin counters. The value is isolated
with \`<bdi>\`, so '500+' and '98%' read the same in Arabic. On a \`primary\` Section the icon turns gold.

\`\`\`tsx
<Section tone="primary"><Grid columns={{ base: 2, md: 4 }}>
  <Stat icon={<UsersIcon />} value="500+" label={t('stats.students')} />
</Grid></Section>
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof Stat>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const StatisticsStrip: Story = {
  render: () => (
    <Section tone="primary">
      <Grid columns={{ base: 2, md: 4 }}>
        <Stat icon={<UsersIcon />} value="500+" label="Élèves" />
        <Stat icon={<GraduationCapIcon />} value="25+" label="Enseignants" />
        <Stat icon={<AwardIcon />} value="15+" label="Années d'expérience" />
        <Stat icon={<AwardIcon />} value="98%" label="Taux de réussite" />
      </Grid>
    </Section>
  ),
};
export const Loading: Story = { args: { value: '—', label: 'Total Content' } };
export const Arabic: Story = { args: { value: '98%', label: 'نسبة النجاح في الامتحانات الرسمية' } };
