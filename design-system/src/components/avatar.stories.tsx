import type { Meta, StoryObj } from '@storybook/react';
import { arabic } from '../../.storybook/samples';
import { portraitPlaceholderUrl } from '../imagery/artwork';
import { Avatar } from './avatar';

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { name: 'Moussa Traoré', labelled: true },
  parameters: {
    docs: {
      description: {
        component: `Initials from a name (or the part of an e-mail before @), or a photo that falls back to
initials if it fails. Beside a visible name it is decorative (the default); \`labelled\` makes it an
image named after the person.

\`\`\`tsx
<Avatar name={fullName || email} />
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {};
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
      <Avatar name="Moussa Traoré" size="sm" labelled />
      <Avatar name="Aïssata Diallo" labelled />
      <Avatar name="Fatoumata Keïta" size="lg" tone="accent" labelled />
      <Avatar name="directeur@ecole.ml" size="xl" tone="neutral" labelled />
    </div>
  ),
};
export const Photo: Story = { args: { src: portraitPlaceholderUrl, size: 'xl' } };
export const BrokenPhoto: Story = { args: { src: '/missing.jpg', size: 'lg' } };
export const Arabic: Story = { args: { name: arabic.name, size: 'lg' } };
