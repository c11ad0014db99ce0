import type { Meta, StoryObj } from '@storybook/react';
import { arabic } from '../../.storybook/samples';
import { Badge, ContentTypeBadge, RoleBadge, StatusBadge } from './badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Publié', tone: 'success' },
  parameters: {
    docs: {
      description: {
        component: `A short label. \`RoleBadge\`, \`StatusBadge\` and \`ContentTypeBadge\` pick the colour from
the value (super_admin red, admin blue, teacher green, student grey; published green, draft amber;
news green, blog gold); the text is the translated label you pass.

\`\`\`tsx
<RoleBadge userRole={profile.role}>{t(\`roles.\${profile.role}\`)}</RoleBadge>
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      {(['neutral', 'primary', 'accent', 'success', 'info', 'warning', 'danger'] as const).map(
        (tone) => (
          <Badge key={tone} tone={tone}>
            {tone}
          </Badge>
        ),
      )}
    </div>
  ),
};
export const Roles: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      <RoleBadge userRole="super_admin">Super admin</RoleBadge>
      <RoleBadge userRole="admin">Admin</RoleBadge>
      <RoleBadge userRole="teacher">Enseignant</RoleBadge>
      <RoleBadge userRole="student">Élève</RoleBadge>
    </div>
  ),
};
export const StatusAndType: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      <StatusBadge status="published">Published</StatusBadge>
      <StatusBadge status="draft">Draft</StatusBadge>
      <ContentTypeBadge type="news">News</ContentTypeBadge>
      <ContentTypeBadge type="blog">Blog</ContentTypeBadge>
    </div>
  ),
};
export const Arabic: Story = { args: { children: arabic.title, tone: 'accent' } };
