import type { Meta, StoryObj } from '@storybook/react';
import { EditIcon, TrashIcon } from '../icons/icons';
import { IconButton } from './icon-button';
import { Stack } from './stack';
import { Tooltip } from './tooltip';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: { content: 'Edit', children: <IconButton label="Edit" icon={<EditIcon />} /> },
  parameters: {
    docs: {
      description: {
        component: `A short hint: on hover after 700 ms, at once on keyboard focus, and at once when
moving from another tooltip within 300 ms. Escape hides it. The text is also the trigger's
accessible description, so screen readers get it without hovering.

\`\`\`tsx
<Tooltip content={t('content.edit')}><IconButton label={t('content.edit')} icon={<EditIcon />} /></Tooltip>
\`\`\``,
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ paddingBlockStart: '3rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Row: Story = {
  render: () => (
    <Stack direction="row" gap="sm">
      <Tooltip content="Edit">
        <IconButton label="Edit" icon={<EditIcon />} />
      </Tooltip>
      <Tooltip content="Delete">
        <IconButton label="Delete" icon={<TrashIcon />} />
      </Tooltip>
    </Stack>
  ),
};
export const Arabic: Story = {
  args: { content: 'تعديل المقال', children: <IconButton label="تعديل" icon={<EditIcon />} /> },
};
