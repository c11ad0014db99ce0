import type { Meta, StoryObj } from '@storybook/react';
import { DashboardIcon, FileTextIcon, SettingsIcon, UsersIcon } from '../icons/icons';
import { SideNav } from './side-nav';

const meta = {
  title: 'Components/SideNav',
  component: SideNav,
  args: {
    label: 'Administration',
    items: [
      {
        id: 'dashboard',
        label: 'Dashboard',
        href: '#dashboard',
        icon: <DashboardIcon />,
        current: true,
      },
      { id: 'content', label: 'Content', href: '#content', icon: <FileTextIcon /> },
      { id: 'users', label: 'Users', href: '#users', icon: <UsersIcon /> },
      { id: 'settings', label: 'Settings', href: '#settings', icon: <SettingsIcon /> },
    ],
  },
  parameters: {
    docs: {
      description: {
        component: `A vertical navigation landmark with icons; the current page is filled green. With the
router's \`NavLink\` as \`linkAs\`, it marks the current page itself. Inside a \`Drawer\`, pass
\`onNavigate\` to close it.

\`\`\`tsx
<SideNav label={t('admin.nav')} linkAs={NavLink} items={sections} onNavigate={() => setOpen(false)} />
\`\`\``,
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '16rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SideNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {};
export const Arabic: Story = {
  args: {
    label: 'الإدارة',
    items: [
      { id: 'dashboard', label: 'لوحة التحكم', href: '#dashboard', icon: <DashboardIcon /> },
      { id: 'content', label: 'المحتوى', href: '#content', icon: <FileTextIcon />, current: true },
    ],
  },
};
