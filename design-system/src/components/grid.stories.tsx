import type { Meta, StoryObj } from '@storybook/react';
import { Card, CardTitle } from './card';
import { Grid } from './grid';

const cards = (count: number) =>
  Array.from({ length: count }, (_, i) => (
    <Card key={i} as="li" $padded>
      <CardTitle>Carte {i + 1}</CardTitle>
    </Card>
  ));

const meta = {
  title: 'Layout/Grid',
  component: Grid,
  args: { as: 'ul', minItemWidth: '14rem', children: cards(6) },
  parameters: {
    docs: {
      description: {
        component: `Card grids. \`minItemWidth\` fits as many columns as the width allows (never overflowing
a phone); \`columns\` fixes the count per breakpoint. Render it as a list with \`as="ul"\`.

\`\`\`tsx
<Grid as="ul" columns={{ base: 1, sm: 2, lg: 3 }}>{staff.map((s) => <Card as="li" key={s.id}>...</Card>)}</Grid>
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof Grid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AutoFill: Story = {};
export const FixedColumns: Story = {
  args: { minItemWidth: undefined, columns: { base: 1, sm: 2, lg: 4 }, children: cards(4) },
};
export const Empty: Story = { args: { children: [] } };
