import type { Meta, StoryObj } from '@storybook/react';
import { Card, CardBody } from './card';
import { Grid } from './grid';
import { Skeleton, SkeletonText } from './skeleton';
import { Spinner } from './spinner';

const meta = {
  title: 'Components/Skeleton',
  component: SkeletonText,
  args: { lines: 3 },
  parameters: {
    docs: {
      description: {
        component: `Placeholders with the size of what loads, so nothing moves when it arrives. They are
hidden from assistive technology: say "loading" with a \`Spinner label\` or \`aria-busy\` on the region.
\`Skeleton\` takes \`$width\`, \`$height\` and \`$radius\`.

\`\`\`tsx
<div aria-busy={isLoading}>{isLoading ? <><Spinner label="Loading news..." /><Skeleton $height="12rem" /></> : list}</div>
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof SkeletonText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};
export const CardsLoading: Story = {
  render: () => (
    <div aria-busy="true">
      <Spinner label="Loading news..." />
      <Grid minItemWidth="16rem">
        {[1, 2, 3].map((key) => (
          <Card key={key}>
            <Skeleton $height="10rem" $radius="sm" />
            <CardBody>
              <Skeleton $width="40%" />
              <SkeletonText lines={3} />
            </CardBody>
          </Card>
        ))}
      </Grid>
    </div>
  ),
};
export const Shapes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      <Skeleton $width="3rem" $height="3rem" $radius="pill" />
      <Skeleton $width="12rem" $height="1.25rem" />
    </div>
  ),
};
