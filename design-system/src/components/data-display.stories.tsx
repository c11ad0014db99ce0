import type { Meta, StoryObj } from '@storybook/react';
import { arabic } from '../../.storybook/samples';
import { AwardIcon, GraduationCapIcon, UsersIcon } from '../icons/icons';
import { Avatar } from './avatar';
import { Grid } from './grid';
import { Rating } from './rating';
import { Section } from './section';
import { Stat } from './stat';
import { Timeline } from './timeline';

const meta = {
  title: 'Components/Stat',
  component: Stat,
  args: { value: '500+', label: 'Élèves' },
  parameters: {
    docs: {
      description: {
        component: `Figures and people: \`Stat\` (a key figure; the value is isolated with \`<bdi>\` so '98%'
reads the same in Arabic), \`Timeline\` (milestones on an inline-start rail), \`Rating\` (stars as one
image with a translated label) and \`Avatar\` (initials from a name, or a photo).

\`\`\`tsx
<Stat icon={<UsersIcon />} value="500+" label={t('stats.students')} />
<Rating value={5} label={t('testimonial.rating', { value: 5, max: 5 })} />
<Avatar name="Moussa Traoré" />
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
export const ArabicStat: Story = { args: { value: '98%', label: 'نسبة النجاح' } };
export const HistoryTimeline: Story = {
  render: () => (
    <Timeline
      label="Notre histoire"
      items={[
        { id: '2009', when: '2009', title: 'Fondation', description: "Ouverture de l'école à Bamako." },
        { id: '2015', when: '2015', title: 'De la maternelle au lycée', description: 'Tous les niveaux.' },
        { id: '2020', when: '2020', title: 'Modernisation technologique' },
        { id: '2024', when: '2024', title: 'Reconnaissance officielle', description: 'Plus de 500 élèves, 98 % de réussite.' },
      ]}
    />
  ),
};
export const ArabicTimeline: Story = {
  render: () => (
    <Timeline
      label="تاريخنا"
      items={[
        { id: '2009', when: '2009', title: 'التأسيس', description: arabic.long },
        { id: '2015', when: '2015', title: 'من الروضة إلى الثانوية', description: arabic.long },
      ]}
    />
  ),
};
export const Ratings: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      <Rating value={5} label="5 étoiles sur 5" />
      <Rating value={3} label="3 étoiles sur 5" />
      <Rating value={0} label="0 étoile sur 5" />
    </div>
  ),
};
export const Avatars: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
      <Avatar name="Moussa Traoré" size="sm" labelled />
      <Avatar name="Aïssata Diallo" labelled />
      <Avatar name={arabic.name} size="lg" tone="accent" labelled />
      <Avatar name="directeur@ecole.ml" size="xl" tone="neutral" labelled />
    </div>
  ),
};
