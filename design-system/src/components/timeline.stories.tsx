import type { Meta, StoryObj } from '@storybook/react';
import { arabic } from '../../.storybook/samples';
import { Timeline } from './timeline';

const meta = {
  title: 'Components/Timeline',
  component: Timeline,
  args: {
    label: 'Notre histoire',
    items: [
      {
        id: '2009',
        when: '2009',
        title: 'Fondation',
        description: "Ouverture de l'école à Bamako.",
      },
      {
        id: '2015',
        when: '2015',
        title: 'De la maternelle au lycée',
        description: 'Tous les niveaux.',
      },
      { id: '2020', when: '2020', title: 'Modernisation technologique' },
      {
        id: '2024',
        when: '2024',
        title: 'Reconnaissance officielle',
        description: 'Plus de 500 élèves, 98 % de réussite.',
      },
    ],
  },
  parameters: {
    docs: {
      description: {
        component: `Milestones in an ordered list on a rail at the inline start (left in French, right in
Arabic). Each item has a date, an h3 title and an optional description.

\`\`\`tsx
<Timeline label={t('about.history')} items={[{ id: '2009', when: '2009', title: t('history.2009') }]} />
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof Timeline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const History: Story = {};
export const Empty: Story = { args: { items: [] } };
export const LongArabic: Story = {
  args: {
    label: 'تاريخنا',
    items: [
      { id: '2009', when: '2009', title: 'التأسيس', description: arabic.long },
      { id: '2015', when: '2015', title: 'من الروضة إلى الثانوية', description: arabic.long },
    ],
  },
};
