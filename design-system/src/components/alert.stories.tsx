import type { Meta, StoryObj } from '@storybook/react';
import { arabic } from '../../.storybook/samples';
import { Alert } from './alert';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: { tone: 'danger', title: 'Error', children: <p>Failed to load content</p> },
  parameters: {
    docs: {
      description: {
        component: `An inline message in the flow of the page. \`live="alert"\` announces an error that just
happened; \`live="status"\` waits politely; omit \`live\` for a message present from the start.

\`\`\`tsx
{error ? <Alert tone="danger" title="Error" live="alert"><p>Failed to load users</p></Alert> : null}
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Danger: Story = {};
export const Success: Story = {
  args: {
    tone: 'success',
    title: 'Message envoyé !',
    children: <p>Nous vous répondrons dans les plus brefs délais.</p>,
  },
};
export const Warning: Story = {
  args: {
    tone: 'warning',
    title: undefined,
    children: <p>Carte interactive bientôt disponible.</p>,
  },
};
export const Info: Story = {
  args: { tone: 'info', title: arabic.title, children: <p>{arabic.long}</p> },
};
