import type { Meta, StoryObj } from '@storybook/react';
import { arabic } from '../../.storybook/samples';
import { FileTextIcon, PlusIcon } from '../icons/icons';
import { Alert } from './alert';
import { Button } from './button';
import { Card, CardBody } from './card';
import { EmptyState } from './empty-state';
import { Skeleton, SkeletonText } from './skeleton';
import { Spinner } from './spinner';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: { title: 'No blog posts found.' },
  parameters: {
    docs: {
      description: {
        component: `Loading, empty and error states. Reserve the space of what loads with \`Skeleton\`
(decorative) and say it with a \`Spinner label\` or \`aria-busy\`; show \`EmptyState\` when a list is
empty and \`Alert\` for an error.

\`\`\`tsx
{isLoading ? <Spinner label="Loading posts..." /> : posts.length === 0 ? <EmptyState title="No blog posts found." /> : list}
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithAction: Story = {
  args: {
    icon: <FileTextIcon />,
    title: 'No content found. Create your first post!',
    action: <Button iconStart={<PlusIcon />}>Add Content</Button>,
  },
};
export const ArabicEmpty: Story = { args: { title: arabic.title, description: arabic.long } };
export const Loading: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: '22rem' }} aria-busy="true">
      <Spinner label="Loading posts..." />
      <Card>
        <Skeleton $height="12rem" $radius="sm" />
        <CardBody>
          <Skeleton $width="40%" />
          <SkeletonText lines={3} />
        </CardBody>
      </Card>
    </div>
  ),
};
export const Spinners: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      <Spinner label="Loading..." />
      <Spinner size="2rem" label="Chargement..." />
      <Spinner size="3rem" label="جارٍ التحميل..." />
    </div>
  ),
};
export const Alerts: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Alert tone="danger" title="Error">
        <p>Failed to load content</p>
      </Alert>
      <Alert tone="success" title="Message envoyé !">
        <p>Nous vous répondrons dans les plus brefs délais.</p>
      </Alert>
      <Alert tone="warning">
        <p>Une carte interactive sera bientôt disponible.</p>
      </Alert>
      <Alert tone="info" title={arabic.title}>
        <p>{arabic.long}</p>
      </Alert>
    </div>
  ),
};
