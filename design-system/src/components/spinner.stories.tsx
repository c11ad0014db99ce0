import type { Meta, StoryObj } from '@storybook/react';
import { Spinner } from './spinner';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  args: { label: 'Loading...' },
  parameters: {
    docs: {
      description: {
        component: `Says that something is working. With a \`label\` it is a polite status message
('Loading posts...'); without one it is decorative (as inside a loading Button). Under reduced
motion it turns slowly instead of fast.

\`\`\`tsx
if (isLoading) return <Spinner label={t('blog.loading')} />;
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Large: Story = { args: { size: '3rem', label: 'Loading posts...' } };
export const Decorative: Story = { args: { label: undefined } };
export const Arabic: Story = { args: { label: 'جارٍ التحميل...', size: '2rem' } };
