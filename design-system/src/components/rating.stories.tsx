import type { Meta, StoryObj } from '@storybook/react';
import { Rating } from './rating';

const meta = {
  title: 'Components/Rating',
  component: Rating,
  args: { value: 5, label: '5 étoiles sur 5' },
  parameters: {
    docs: {
      description: {
        component: `A read-only star rating, exposed as one image with a translated label rather than five
unlabelled stars.

\`\`\`tsx
<Rating value={testimonial.rating} label={t('testimonial.rating', { value: testimonial.rating, max: 5 })} />
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof Rating>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Five: Story = {};
export const Three: Story = { args: { value: 3, label: '3 étoiles sur 5' } };
export const Empty: Story = { args: { value: 0, label: '0 étoile sur 5' } };
export const Large: Story = { args: { size: '2rem' } };
export const Arabic: Story = { args: { label: 'خمس نجوم من أصل خمس' } };
