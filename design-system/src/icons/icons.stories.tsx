import type { Meta, StoryObj } from '@storybook/react';
import * as icons from './icons';

const meta = {
  title: 'Foundations/Icons',
  component: icons.ArrowEndIcon,
  args: { size: 32 },
  parameters: {
    docs: {
      description: {
        component: `Inline SVG icons drawn for this library (no icon font, no CDN). Each one is its own
export, so an app ships only those it imports. Icons are decorative (\`aria-hidden\`) unless given a
\`title\`. \`ArrowStart/End\`, \`ChevronStart/End\`, \`Send\`, \`Play\` and \`LogOut\` mirror in
right-to-left text: "End" points right in French and left in Arabic.

\`\`\`tsx
<ButtonLink href="/news" iconEnd={<ArrowEndIcon />}>Toutes les actualités</ButtonLink>
<PhoneIcon title="Téléphone" />
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof icons.ArrowEndIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Gallery: Story = {
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
        gap: '1rem',
        listStyle: 'none',
        padding: 0,
      }}
    >
      {Object.entries(icons).map(([name, Icon]) => (
        <li
          key={name}
          style={{ display: 'grid', justifyItems: 'center', gap: '0.5rem', fontSize: '0.75rem' }}
        >
          <Icon {...args} />
          {name.replace(/Icon$/, '')}
        </li>
      ))}
    </ul>
  ),
};
export const WithTitle: Story = { args: { title: 'Suivant' } };
export const DirectionalIcons: Story = {
  render: (args) => (
    <p style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      <icons.ArrowStartIcon {...args} />
      <icons.ChevronStartIcon {...args} />
      <span>start · end</span>
      <icons.ChevronEndIcon {...args} />
      <icons.ArrowEndIcon {...args} />
    </p>
  ),
};
