import type { Meta, StoryObj } from '@storybook/react';
import { arabic } from '../../.storybook/samples';
import { Grid } from './grid';
import { Testimonial } from './testimonial';

const meta = {
  title: 'Components/Testimonial',
  component: Testimonial,
  args: {
    quote:
      'Mes enfants y sont épanouis : un enseignement rigoureux, des valeurs solides et une équipe toujours à l’écoute.',
    name: 'Aminata Coulibaly',
    personRole: 'Parent d’élève',
    rating: 5,
    ratingLabel: '5 étoiles sur 5',
  },
  parameters: {
    docs: {
      description: {
        component: `A quote in a \`figure\`: the star rating (one labelled image), the words in a
\`blockquote\`, and a caption with initials, name and role.

\`\`\`tsx
<Testimonial quote={t('t1.text')} name={t('t1.name')} personRole={t('t1.role')} rating={5}
  ratingLabel={t('rating', { value: 5, max: 5 })} />
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof Testimonial>;
export default meta;
type Story = StoryObj<typeof meta>;

const narrow: NonNullable<Story['decorators']> = [
  (Story) => (
    <div style={{ maxWidth: '24rem' }}>
      <Story />
    </div>
  ),
];

export const Parent: Story = { decorators: narrow };
export const WithoutRating: Story = {
  decorators: narrow,
  args: { rating: undefined, ratingLabel: undefined, personRole: 'Ancien élève' },
};
export const LongArabic: Story = {
  decorators: narrow,
  args: {
    quote: arabic.long,
    name: arabic.name,
    personRole: 'ولي أمر تلميذ',
    ratingLabel: 'خمس نجوم من أصل خمس',
  },
};
export const Three: Story = {
  render: (args) => (
    <Grid columns={{ base: 1, md: 3 }}>
      <Testimonial {...args} />
      <Testimonial {...args} name="Ibrahim Sanogo" personRole="Ancien élève" />
      <Testimonial {...args} name="Mariam Touré" />
    </Grid>
  ),
};
