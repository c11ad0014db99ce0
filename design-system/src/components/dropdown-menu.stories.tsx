import type { Meta, StoryObj } from '@storybook/react';
import { DropdownMenu } from './dropdown-menu';

const meta = {
  title: 'Overlays/DropdownMenu',
  component: DropdownMenu,
  args: {
    label: 'À propos',
    items: [
      { id: 'mission', label: 'Notre mission', href: '#about', current: true },
      { id: 'founder', label: 'Le fondateur', href: '#direction' },
    ],
    active: true,
  },
  parameters: {
    docs: {
      description: {
        component: `A disclosure menu of links or actions. On desktop it opens when the mouse rests on it;
click, Enter, Space and the arrow keys open it everywhere. Arrows, Home and End move through the
entries, Escape closes it and returns focus to the trigger, and a click outside closes it. Links
render with \`linkAs\` (the router's Link, which receives \`to\`) or as anchors.

\`\`\`tsx
<DropdownMenu label={t('nav.about')} linkAs={NavLink} active={aboutActive}
  items={[{ id: 'mission', label: t('nav.about.mission'), href: '/about', current: pathname === '/about' }]} />
\`\`\``,
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '10rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DropdownMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AboutMenu: Story = {};
export const Actions: Story = {
  args: {
    label: 'Actions',
    active: false,
    items: [
      { id: 'edit', label: 'Edit', onSelect: () => {} },
      { id: 'delete', label: 'Delete', onSelect: () => {} },
    ],
  },
};
export const Arabic: Story = {
  args: {
    label: 'من نحن',
    items: [
      { id: 'mission', label: 'رسالتنا ورؤيتنا وقيمنا', href: '#about' },
      { id: 'founder', label: 'كلمة المؤسس', href: '#direction' },
    ],
  },
};
