import type { Meta, StoryObj } from '@storybook/react';
import { arabic } from '../../.storybook/samples';
import { FileTextIcon, PlusIcon, UsersIcon } from '../icons/icons';
import { Button } from './button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: { title: 'No blog posts found.' },
  parameters: {
    docs: {
      description: {
        component: `What a list shows when it has nothing, with an optional icon, description and action.

\`\`\`tsx
{items.length === 0 ? <EmptyState icon={<FileTextIcon />} title="No content found. Create your first post!" /> : list}
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Blog: Story = {};
export const News: Story = { args: { title: 'No news articles found.' } };
export const Users: Story = { args: { title: 'No users found', icon: <UsersIcon /> } };
export const WithAction: Story = {
  args: {
    icon: <FileTextIcon />,
    title: 'No content found. Create your first post!',
    action: <Button iconStart={<PlusIcon />}>Add Content</Button>,
  },
};
export const LongArabic: Story = { args: { title: arabic.title, description: arabic.long } };
