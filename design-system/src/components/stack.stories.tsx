import type { Meta, StoryObj } from '@storybook/react';
import { arabic } from '../../.storybook/samples';
import { Badge } from './badge';
import { Button } from './button';
import { Stack } from './stack';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: {
    gap: 'md',
    children: [
      <Button key="a">Enregistrer</Button>,
      <Button key="b" variant="ghost">
        Annuler
      </Button>,
    ],
  },
  parameters: {
    docs: {
      description: {
        component: `Spaces its children in a column (default) or a row with a gap from the spacing scale
(\`xxs\` … \`xxxl\`); \`wrap\` lets a row flow onto several lines. Rows follow the reading direction.

\`\`\`tsx
<Stack direction="row" gap="sm" align="center" wrap><Badge>news</Badge><Badge>draft</Badge></Stack>
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Column: Story = {};
export const Row: Story = { args: { direction: 'row', gap: 'sm' } };
export const WrappingRow: Story = {
  args: {
    direction: 'row',
    gap: 'xs',
    wrap: true,
    children: arabic.long.split(' ').map((word, index) => (
      <Badge key={index} tone="primary">
        {word}
      </Badge>
    )),
  },
};
